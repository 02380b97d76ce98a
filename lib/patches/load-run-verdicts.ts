import { prisma } from "@/lib/db/client";
import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TJudgeLabel } from "@/lib/judge/schemas";

/** A run's verdict on one patch: the samples' majority (a tie is INVALID) and their mean confidence. */
export type TPatchVerdict = { label: TJudgeLabel; confidence: number | null };

/**
 * The runs' verdicts per run and patch, as the agreement dashboard counts them (majority of the
 * samples, a tie INVALID; lib/agreement load-run-labels), with the samples' mean confidence
 * (null when a sample has none, as in the run's results), without the `hidden` patches.
 */
export async function loadRunVerdicts(options: {
  runIds: readonly string[];
  hidden: ReadonlySet<string>;
}): Promise<Map<string, Map<string, TPatchVerdict>>> {
  const { runIds, hidden } = options;
  if (runIds.length === 0) return new Map();
  const rows = await prisma.judgeResult.findMany({
    where: { runId: { in: [...runIds] } },
    select: { runId: true, patchId: true, label: true, confidence: true },
  });
  const samples = new Map<string, Map<string, { labels: TJudgeLabel[]; conf: (number | null)[] }>>(
    runIds.map((id) => [id, new Map()]),
  );
  for (const r of rows) {
    if (hidden.has(r.patchId)) continue;
    const run = samples.get(r.runId)!;
    const s = run.get(r.patchId) ?? { labels: [], conf: [] };
    s.labels.push(r.label);
    s.conf.push(r.confidence);
    run.set(r.patchId, s);
  }
  return new Map(
    [...samples].map(([runId, patches]) => [
      runId,
      new Map(
        [...patches].map(([patchId, s]) => {
          const known = s.conf.every((c) => c !== null);
          const confidence = known
            ? (s.conf as number[]).reduce((a, b) => a + b, 0) / s.conf.length
            : null;
          return [patchId, { label: majorityVote({ labels: s.labels })!.label, confidence }];
        }),
      ),
    ]),
  );
}
