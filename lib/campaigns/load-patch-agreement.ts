import type { TTransaction } from "@/lib/db/client";
import { prisma } from "@/lib/db/client";
import { classifyPatchRatings, type TPatchAgreement } from "./classify-patch-ratings";

/**
 * Every campaign patch with its agreement before discussion. An assigned
 * campaign expects one rating per assignment; an imported one, every rating it has.
 */
export async function loadPatchAgreement(options: {
  campaignId: string;
  kind: string;
  tx?: TTransaction;
}): Promise<Map<string, TPatchAgreement>> {
  const { campaignId, kind, tx = prisma } = options;
  const [patches, ratings, assignments] = await Promise.all([
    tx.campaignPatch.findMany({
      where: { campaignId },
      orderBy: { position: "asc" },
      select: { patchId: true },
    }),
    tx.rating.findMany({ where: { campaignId }, select: { patchId: true, label: true } }),
    tx.assignment.groupBy({ by: ["patchId"], where: { campaignId }, _count: { _all: true } }),
  ]);
  const labels = new Map<string, string[]>();
  for (const r of ratings) labels.set(r.patchId, [...(labels.get(r.patchId) ?? []), r.label]);
  const expected = new Map(assignments.map((a) => [a.patchId, a._count._all]));
  return new Map(
    patches.map((p) => {
      const l = labels.get(p.patchId) ?? [];
      return [
        p.patchId,
        classifyPatchRatings({
          labels: l,
          expected: kind === "external" ? l.length : (expected.get(p.patchId) ?? l.length),
        }),
      ];
    }),
  );
}
