import { prisma } from "@/lib/db/client";
import { hashFileSet } from "./hash-file-set";
import { listEditedFiles } from "./list-edited-files";
import { OFFLINE_SPEC_WRITER, type TFixSpecSource } from "./schemas";

/**
 * The stored fix specification a fix_spec judge configuration used for a patch: the one of
 * the patch's bug and edited files by the configuration's writer, or null when none was
 * written yet.
 */
export async function findPatchSpec(options: {
  bugId: string;
  diff: string;
  config: { provider: string; model: string; specWriter: TFixSpecSource | null };
}): Promise<{ content: string; files: string[]; writer: string } | null> {
  const { config } = options;
  const files = listEditedFiles({ diff: options.diff });
  const writer =
    config.specWriter === "offline" ? OFFLINE_SPEC_WRITER : `${config.provider}:${config.model}`;
  const spec = await prisma.fixSpecification.findUnique({
    where: {
      bugId_fileSetKey_writer: { bugId: options.bugId, fileSetKey: hashFileSet({ files }), writer },
    },
    select: { content: true },
  });
  return spec ? { content: spec.content, files, writer } : null;
}
