import { prisma } from "@/lib/db/client";
import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TJudgeLabel } from "@/lib/judge/schemas";

export type TRunLabels = {
  /** Per run, the majority label of each patch it has results for. */
  labels: Map<string, Map<string, TJudgeLabel>>;
  /** Bug (its external id, a stable key) and tests-pass flag of every patch labelled by any of the runs. */
  patches: Map<string, { bug: string; passes: boolean | null }>;
};

/**
 * The runs' patch labels (majority of the samples, a tie counting as INVALID), minus the
 * `hidden` patches (those the viewer is still labelling somewhere).
 */
export async function loadRunLabels(options: {
  runIds: readonly string[];
  hidden: ReadonlySet<string>;
}): Promise<TRunLabels> {
  const { runIds, hidden } = options;
  const rows = await prisma.judgeResult.findMany({
    where: { runId: { in: [...runIds] } },
    select: { runId: true, patchId: true, label: true },
  });
  const votes = new Map<string, Map<string, TJudgeLabel[]>>(runIds.map((id) => [id, new Map()]));
  for (const r of rows) {
    if (hidden.has(r.patchId)) continue;
    const run = votes.get(r.runId)!;
    const labels = run.get(r.patchId);
    if (labels) labels.push(r.label);
    else run.set(r.patchId, [r.label]);
  }
  const labels = new Map(
    [...votes].map(([runId, patches]) => [
      runId,
      new Map([...patches].map(([patchId, l]) => [patchId, majorityVote({ labels: l })!.label])),
    ]),
  );
  const info = await prisma.patch.findMany({
    where: { judgeResults: { some: { runId: { in: [...runIds] } } } },
    select: { id: true, passesTests: true, bug: { select: { externalId: true } } },
  });
  return {
    labels,
    patches: new Map(
      info
        .filter((p) => !hidden.has(p.id))
        .map((p) => [p.id, { bug: p.bug.externalId, passes: p.passesTests }]),
    ),
  };
}
