import { generateStructured } from "@/lib/llm/generate-structured";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderTemplate } from "@/lib/prompts/render-template";
import { draftRepairOffline } from "./draft-repair-offline";
import type { TRepairDisagreement, TRubricRepairProposal } from "./schemas-repair";
import { ZRubricRepairProposal } from "./schemas-repair";

export type TComposedRepair = TRubricRepairProposal & {
  source: "llm" | "offline";
  llmCallId: string | null;
  promptTemplate: string;
  promptVersion: string;
};

const PROMPT = "rubric-repair.v1";

/** The disagreements as the prompt lists them: the humans' side, then the judge's. */
function formatDisagreements(disagreements: readonly TRepairDisagreement[]): string {
  return disagreements
    .map((d) =>
      [
        `### Patch ${d.patchId}`,
        `- Human consensus: ${d.consensusLabel}${d.consensusThemes.length ? ` (themes: ${d.consensusThemes.join(", ")})` : ""}`,
        `- Consensus notes: ${d.consensusNotes.trim() || "(none)"}`,
        ...d.raters.map(
          (r) => `- Rater (${r.label}): ${r.justification.trim() || "(no justification)"}`,
        ),
        `- Judge: ${d.judgeLabel}`,
        `- Judge's justification: ${d.judgeJustification.trim() || "(none)"}`,
      ].join("\n"),
    )
    .join("\n\n");
}

/**
 * A rubric repair proposal from the bug's disagreements: through the configured LLM with
 * prompts/rubric-repair.v1.md (structured: full revised text plus justified, themed edits), or
 * offline (draft-repair-offline, labelled "offline, no LLM"). Makes the LLM call itself; never
 * call it inside a transaction.
 */
export async function composeRepair(options: {
  bug: { externalId: string; title: string | null; report: string };
  rubric: string;
  disagreements: readonly TRepairDisagreement[];
  engine: "llm" | "offline";
}): Promise<TComposedRepair> {
  const { bug, rubric, disagreements, engine } = options;
  if (engine === "offline") {
    return {
      ...draftRepairOffline({ rubric, disagreements }),
      source: "offline",
      llmCallId: null,
      promptTemplate: "rubric-repair",
      promptVersion: "offline",
    };
  }
  const prompt = loadPrompt({ name: PROMPT });
  const text = renderTemplate({
    template: prompt.body,
    variables: {
      bugId: bug.externalId,
      title: bug.title ?? "(none)",
      report: bug.report || "(no report text)",
      rubric,
      disagreements: formatDisagreements(disagreements),
    },
  });
  const r = await generateStructured({
    purpose: "rubric.repair",
    prompt: { template: prompt.name, version: prompt.version, text },
    params: { temperature: 0 },
    schema: ZRubricRepairProposal,
    schemaName: "rubric_repair",
  });
  return {
    rubric: r.object.rubric.endsWith("\n") ? r.object.rubric : `${r.object.rubric}\n`,
    edits: r.object.edits,
    source: "llm",
    llmCallId: r.llmCallId,
    promptTemplate: prompt.name,
    promptVersion: prompt.version,
  };
}
