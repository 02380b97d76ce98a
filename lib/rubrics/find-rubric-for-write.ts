import type { TTransaction } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { TRubricFormat } from "./schemas";

/** The rubric of a bug with what every write needs: status, editor, draft and current version. */
export async function findRubricForWrite(options: {
  tx: TTransaction;
  projectId: string;
  bugExternalId: string;
  format: TRubricFormat;
}) {
  const { tx, projectId, bugExternalId, format } = options;
  const rubric = await tx.rubric.findFirst({
    where: { format, bug: { projectId, externalId: bugExternalId } },
    select: {
      id: true,
      status: true,
      editorId: true,
      currentVersionId: true,
      currentVersion: { select: { id: true, number: true, content: true } },
      versions: { where: { number: 1 }, select: { id: true, content: true } },
      bug: { select: { projectId: true } },
    },
  });
  if (!rubric || !rubric.currentVersion || !rubric.versions[0])
    throw notFound(`Rubric of ${bugExternalId} (draft it first)`);
  return { ...rubric, currentVersion: rubric.currentVersion, draft: rubric.versions[0] };
}
