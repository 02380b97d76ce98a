import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import type { TJudgeReference } from "../schemas";
import type { TJudgePatchFilter } from "../schemas-filter";

type TRubricRow = {
  format: string;
  goldenVersionId: string | null;
  versions: { id: string; number: number }[];
};

/** The rubric version a reference points at for one bug, or undefined when the bug has none. */
function referenceVersion(reference: TJudgeReference, rubrics: TRubricRow[]): string | undefined {
  const templated = rubrics.find((r) => r.format === "templated");
  const freeform = rubrics.find((r) => r.format === "freeform");
  if (reference === "golden")
    return templated?.goldenVersionId ?? freeform?.goldenVersionId ?? undefined;
  if (reference === "draft") return templated?.versions.find((v) => v.number === 1)?.id;
  return freeform?.versions.find((v) => v.number === 1)?.id;
}

/** Internal ids of the named bugs (unknown ones are missing): a plain `bugId IN` is far cheaper than a relation filter. */
async function bugIdsOf(projectId: string, externalIds: string[]): Promise<string[]> {
  const found = await forChunks({
    items: externalIds,
    run: (ids) =>
      prisma.bug.findMany({ where: { projectId, externalId: { in: ids } }, select: { id: true } }),
  });
  return found.flat().map((b) => b.id);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const MISSING: Partial<Record<TJudgeReference, string>> = {
  golden: "no golden rubric",
  draft: "no templated draft rubric",
  freeform: "no free-form draft rubric",
};

/**
 * The patches a judge run covers, in bug then patch order, each with the rubric version
 * the judge will see (fixed now, so a rerun sees the same text). Patches whose bug lacks
 * the reference are left out and counted. Unknown external ids are an error.
 */
export async function selectJudgePatches(options: {
  projectId: string;
  filter: TJudgePatchFilter;
  reference: TJudgeReference;
  campaignId?: string | null;
}) {
  const { projectId, filter, reference, campaignId } = options;
  const base = {
    projectId,
    ...(campaignId ? { campaignPatches: { some: { campaignId } } } : {}),
    ...(filter.kind === "golden"
      ? { bug: { rubrics: { some: { goldenVersionId: { not: null } } } } }
      : {}),
  };
  const usesRubric = reference === "golden" || reference === "draft" || reference === "freeform";
  const find = (where: object) =>
    prisma.patch.findMany({
      where: { ...base, ...where },
      orderBy: [{ bug: { externalId: "asc" } }, { externalId: "asc" }],
      select: {
        id: true,
        externalId: true,
        bug: {
          select: {
            externalId: true,
            rubrics: {
              select: {
                format: true,
                goldenVersionId: true,
                versions: { where: { number: 1 }, select: { id: true, number: true } },
              },
            },
          },
        },
      },
    });
  // A listed filter may name more ids than one statement binds: one query per chunk, then
  // the same bug-then-patch order.
  const listed =
    filter.kind === "patches"
      ? { ids: filter.patchIds, where: (ids: string[]) => ({ externalId: { in: ids } }) }
      : filter.kind === "bugs"
        ? {
            ids: await bugIdsOf(projectId, filter.bugIds),
            where: (ids: string[]) => ({ bugId: { in: ids } }),
          }
        : filter.kind === "bugTypes"
          ? { ids: filter.bugTypes, where: (ids: string[]) => ({ bug: { bugType: { in: ids } } }) }
          : null;
  const patches = listed
    ? (await forChunks({ items: [...new Set(listed.ids)], run: (ids) => find(listed.where(ids)) }))
        .flat()
        .sort(
          (a, b) =>
            compare(a.bug.externalId, b.bug.externalId) || compare(a.externalId, b.externalId),
        )
    : await find({});
  if (filter.kind === "patches" || filter.kind === "bugs") {
    const wanted = filter.kind === "patches" ? filter.patchIds : filter.bugIds;
    const found = new Set(
      patches.map((p) => (filter.kind === "patches" ? p.externalId : p.bug.externalId)),
    );
    const unknown = wanted.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      const where = campaignId ? " in this campaign" : "";
      throw new AppError(
        "INVALID_INPUT",
        `filter: no ${filter.kind === "patches" ? "patch" : "bug"}${where} with id ${unknown.slice(0, 10).join(", ")}${unknown.length > 10 ? ` (+${unknown.length - 10} more)` : ""}.`,
      );
    }
  }
  const selected: { patchId: string; referenceVersionId: string | null }[] = [];
  let skipped = 0;
  for (const patch of patches) {
    if (!usesRubric) {
      selected.push({ patchId: patch.id, referenceVersionId: null });
      continue;
    }
    const versionId = referenceVersion(reference, patch.bug.rubrics);
    if (versionId) selected.push({ patchId: patch.id, referenceVersionId: versionId });
    else skipped += 1;
  }
  return { selected, skipped, skippedReason: skipped > 0 ? (MISSING[reference] ?? null) : null };
}
