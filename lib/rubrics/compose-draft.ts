import { z } from "zod";
import { generateStructured } from "@/lib/llm/generate-structured";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderTemplate } from "@/lib/prompts/render-template";
import { draftOffline, type TDraftBug } from "./draft-offline";
import { renderRubricMarkdown } from "./render-rubric-markdown";
import { ZRubricDraft } from "./rubric-template";
import type { TDraftEngine, TRubricFormat } from "./schemas";

export type TComposedDraft = {
  content: string;
  source: "llm" | "offline";
  llmCallId: string | null;
  promptTemplate: string | null;
  promptVersion: string | null;
};

const ZFreeformDraft = z.object({ rubric: z.string().min(1) });
const PROMPTS: Record<TRubricFormat, string> = {
  templated: "rubric-draft.v1",
  freeform: "rubric-freeform.v1",
};

/**
 * Drafts a rubric's text for one bug: through the configured LLM with the
 * versioned prompt of the format, or with the offline drafter (labelled "no LLM").
 * Makes the LLM call itself; never call it inside a transaction.
 */
export async function composeDraft(options: {
  bug: TDraftBug;
  format: TRubricFormat;
  engine: TDraftEngine;
  bypassCache?: boolean;
}): Promise<TComposedDraft> {
  const { bug, format, engine } = options;
  if (engine === "offline") {
    return {
      content: renderRubricMarkdown({ draft: draftOffline({ bug }) }),
      source: "offline",
      llmCallId: null,
      promptTemplate: null,
      promptVersion: null,
    };
  }
  const prompt = loadPrompt({ name: PROMPTS[format] });
  const text = renderTemplate({
    template: prompt.body,
    variables: {
      bugId: bug.externalId,
      title: bug.title ?? "(none)",
      bugType: bug.bugType ?? "(unknown)",
      language: bug.language ?? "(unknown)",
      report: bug.report || "(no report text)",
      groundTruthPatch: bug.groundTruthPatch,
    },
  });
  const common = {
    purpose: `rubric.${format}`,
    prompt: { template: prompt.name, version: prompt.version, text },
    params: { temperature: 0 },
    bypassCache: options.bypassCache,
  };
  if (format === "templated") {
    const r = await generateStructured({
      ...common,
      schema: ZRubricDraft,
      schemaName: "rubric_draft",
    });
    return {
      content: renderRubricMarkdown({ draft: r.object }),
      source: "llm",
      llmCallId: r.llmCallId,
      promptTemplate: prompt.name,
      promptVersion: prompt.version,
    };
  }
  const r = await generateStructured({
    ...common,
    schema: ZFreeformDraft,
    schemaName: "rubric_freeform",
  });
  return {
    content: r.object.rubric.trimEnd() + "\n",
    source: "llm",
    llmCallId: r.llmCallId,
    promptTemplate: prompt.name,
    promptVersion: prompt.version,
  };
}
