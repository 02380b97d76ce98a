import type { LanguageModel } from "ai";
import { prisma } from "@/lib/db/client";
import { ensureFixSpecification, type TSpecWriter } from "./ensure-fix-specification";
import { formatTestInformation, PATCH_TESTS_SELECT } from "./format-test-information";
import { listEditedFiles } from "./list-edited-files";
import type { TFixSpecSource } from "./schemas";

/**
 * What a fix_spec judge needs beside the report and the patch: the specification of the
 * patch's bug for the files the patch edits (stored, or written now by `specWriter`: the
 * judge's own model unless "offline") and the patch's test information. `cache` keeps
 * specifications already read by this worker. Makes an LLM call when one has to be written.
 */
export async function loadPatchSpec(options: {
  patchId: string;
  specWriter: TFixSpecSource | null;
  judge: { provider: string; model: string; languageModel: LanguageModel | null };
  cache: Map<string, string>;
}): Promise<{ specification: string; testInformation: string }> {
  const { patchId, judge, cache } = options;
  const patch = await prisma.patch.findUniqueOrThrow({
    where: { id: patchId },
    select: {
      diff: true,
      ...PATCH_TESTS_SELECT,
      bug: {
        select: {
          id: true,
          projectId: true,
          title: true,
          report: true,
          bugType: true,
          originalFiles: true,
        },
      },
    },
  });
  const testInformation = formatTestInformation({ tests: patch });
  const files = listEditedFiles({ diff: patch.diff });
  let writer: TSpecWriter;
  if (options.specWriter === "offline") writer = { source: "offline" };
  else if (judge.languageModel)
    writer = {
      source: "llm",
      provider: judge.provider,
      model: judge.model,
      languageModel: judge.languageModel,
    };
  else throw new Error("A fix specification written by the judge's model needs that model.");
  const key = `spec:${patch.bug.id}:${writer.source === "offline" ? "offline" : `${judge.provider}:${judge.model}`}:${files.join("\n")}`;
  let specification = cache.get(key);
  if (specification === undefined) {
    specification = (await ensureFixSpecification({ bug: patch.bug, files, writer })).content;
    cache.set(key, specification);
  }
  return { specification, testInformation };
}
