import type { LanguageModel } from "ai";
import { prisma } from "@/lib/db/client";
import { generateStructured } from "@/lib/llm/generate-structured";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderPromptMessages } from "@/lib/prompts/render-prompt-messages";
import { formatSourceFiles } from "./format-source-files";
import { hashFileSet } from "./hash-file-set";
import { parseOriginalFiles } from "./parse-original-files";
import { OFFLINE_SPEC_WRITER, ZFixSpecAnswer } from "./schemas";
import { writeFixSpecOffline } from "./write-fix-spec-offline";

export const FIX_SPEC_PROMPT = "fix-specification.v1";

/** Who writes: the offline writer, or an LLM (provider and model recorded, `languageModel` called). */
export type TSpecWriter =
  | { source: "offline" }
  | { source: "llm"; provider: string; model: string; languageModel: LanguageModel };

export type TSpecBug = {
  id: string;
  projectId: string;
  title: string | null;
  report: string;
  bugType: string | null;
  originalFiles: string;
};

/** "offline", or "provider:model": the writer a specification is stored under. */
export const specWriterName = (
  writer: TSpecWriter | { source: "llm"; provider: string; model: string },
) => (writer.source === "offline" ? OFFLINE_SPEC_WRITER : `${writer.provider}:${writer.model}`);

/** Writes in flight in this process, by key: patches of one bug are judged side by side. */
const inFlight = new Map<string, Promise<{ id: string; content: string }>>();

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === "P2002";

/**
 * The fix specification of a bug for a file set (paper 000 §3.2.2): the stored one of this
 * writer, else written now from the report and the files' original contents (never the
 * developers' fix) and stored. Concurrent asks in one process share one write; two processes
 * writing the same one at once keep the first stored. The LLM call happens outside any
 * transaction.
 */
export async function ensureFixSpecification(options: {
  bug: TSpecBug;
  files: readonly string[];
  writer: TSpecWriter;
}): Promise<{ id: string; content: string }> {
  const files = [...new Set(options.files)].sort();
  const key = {
    bugId: options.bug.id,
    fileSetKey: hashFileSet({ files }),
    writer: specWriterName(options.writer),
  };
  const flight = `${key.bugId}:${key.fileSetKey}:${key.writer}`;
  let pending = inFlight.get(flight);
  if (!pending) {
    pending = findOrWrite({ ...options, files, key }).finally(() => inFlight.delete(flight));
    inFlight.set(flight, pending);
  }
  return pending;
}

async function findOrWrite(options: {
  bug: TSpecBug;
  files: string[];
  writer: TSpecWriter;
  key: { bugId: string; fileSetKey: string; writer: string };
}): Promise<{ id: string; content: string }> {
  const { bug, writer, files, key } = options;
  const where = { bugId_fileSetKey_writer: key };
  const stored = await prisma.fixSpecification.findUnique({
    where,
    select: { id: true, content: true },
  });
  if (stored) return stored;
  let written: {
    content: string;
    llmCallId: string | null;
    prompt: { name: string; version: string } | null;
  };
  if (writer.source === "offline") {
    written = { content: writeFixSpecOffline({ bug, files }), llmCallId: null, prompt: null };
  } else {
    const prompt = loadPrompt({ name: FIX_SPEC_PROMPT });
    const rendered = renderPromptMessages({
      template: prompt.body,
      variables: {
        title: bug.title ?? "(none)",
        report: bug.report || "(no report text)",
        sourceFiles: formatSourceFiles({
          files,
          originals: parseOriginalFiles({ text: bug.originalFiles }),
        }),
      },
    });
    const result = await generateStructured({
      purpose: "fix_spec",
      schema: ZFixSpecAnswer,
      schemaName: "fix_specification",
      prompt: {
        template: prompt.name,
        version: prompt.version,
        text: rendered.text,
        system: rendered.system ?? undefined,
      },
      params: { temperature: 0 },
      model: writer.languageModel,
      settings: { provider: writer.provider, model: writer.model },
    });
    written = {
      content: result.object.specification,
      llmCallId: result.llmCallId,
      prompt: { name: prompt.name, version: prompt.version },
    };
  }
  try {
    return await prisma.fixSpecification.create({
      data: {
        ...key,
        projectId: bug.projectId,
        files: JSON.stringify(files),
        source: writer.source,
        content: written.content,
        promptTemplate: written.prompt?.name ?? null,
        promptVersion: written.prompt?.version ?? null,
        llmCallId: written.llmCallId,
      },
      select: { id: true, content: true },
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return prisma.fixSpecification.findUniqueOrThrow({
      where,
      select: { id: true, content: true },
    });
  }
}
