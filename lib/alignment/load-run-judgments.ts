import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { majorityVote } from "@/lib/judge/scoring/majority-vote";

export type TRunJudgment = {
  runId: string;
  patchId: string;
  /** Majority of the samples (a tie counts as INVALID, lib/judge/scoring). */
  label: string;
  /** The lowest-numbered sample's justification among those with the majority label. */
  justification: string;
  /** Number of the rubric version the judge saw (null: the reference is no rubric). */
  rubricVersion: number | null;
};

/**
 * The runs' labels on the patches a campaign has a consensus for, one per run and patch, in
 * the order of `runIds` then patch.
 */
export async function loadRunJudgments(options: {
  runIds: readonly string[];
  campaignId: string;
}): Promise<TRunJudgment[]> {
  const { runIds, campaignId } = options;
  if (runIds.length === 0) return [];
  const rows = await prisma.judgeResult.findMany({
    where: { runId: { in: [...runIds] }, patch: { consensus: { some: { campaignId } } } },
    orderBy: [{ patchId: "asc" }, { sample: "asc" }],
    select: {
      runId: true,
      patchId: true,
      label: true,
      justification: true,
      job: { select: { referenceVersionId: true } },
    },
  });
  const versionIds = [
    ...new Set(rows.flatMap((r) => (r.job.referenceVersionId ? [r.job.referenceVersionId] : []))),
  ];
  const found = await forChunks({
    items: versionIds,
    run: (ids) =>
      prisma.rubricVersion.findMany({
        where: { id: { in: ids } },
        select: { id: true, number: true },
      }),
  });
  const versions = new Map(found.flat().map((v) => [v.id, v.number]));
  const grouped = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.runId}\u0000${r.patchId}`;
    const list = grouped.get(key);
    if (list) list.push(r);
    else grouped.set(key, [r]);
  }
  const order = new Map(runIds.map((id, i) => [id, i]));
  return [...grouped.values()]
    .map((samples) => {
      const vote = majorityVote({ labels: samples.map((s) => s.label) })!;
      const first = samples.find((s) => s.label === vote.label) ?? samples[0]!;
      const versionId = samples[0]!.job.referenceVersionId;
      return {
        runId: first.runId,
        patchId: first.patchId,
        label: vote.label,
        justification: first.justification,
        rubricVersion: versionId ? (versions.get(versionId) ?? null) : null,
      };
    })
    .sort((a, b) => order.get(a.runId)! - order.get(b.runId)!);
}
