import { prisma } from "@/lib/db/client";
import { findEvidenceContradictions } from "@/lib/judge/evidence/find-evidence-contradictions";
import { readPatchEvidence } from "@/lib/judge/evidence/read-patch-evidence";
import type { TPatchEvidence } from "@/lib/judge/evidence/schemas-evidence";
import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TJudgeLabel } from "@/lib/judge/schemas";

/** A run's verdict on one patch: the samples' majority (a tie is INVALID) and their mean confidence. */
export type TPatchVerdict = { label: TJudgeLabel; confidence: number | null };

export type TRunVerdicts = {
  /** Per run id, per patch id. */
  verdicts: Map<string, Map<string, TPatchVerdict>>;
  /** Per patch id, the verdicts (samples) of these runs carrying an evidence flag. */
  flags: Map<string, number>;
};

/** Results read per statement. */
const PAGE = 2000;

/**
 * The runs' verdicts per patch as the agreement dashboard counts them (majority of the samples,
 * a tie INVALID; lib/agreement load-run-labels), the samples' mean confidence (null when a
 * sample has none, as in the run's results), and how many of the samples carry an evidence flag
 * (lib/judge/evidence, computed on read like the run's flags page), without the `hidden` patches.
 */
export async function loadRunVerdicts(options: {
  runIds: readonly string[];
  hidden: ReadonlySet<string>;
}): Promise<TRunVerdicts> {
  const { runIds, hidden } = options;
  const samples = new Map<string, Map<string, { labels: TJudgeLabel[]; conf: (number | null)[] }>>(
    runIds.map((id) => [id, new Map()]),
  );
  const flags = new Map<string, number>();
  if (runIds.length === 0) return { verdicts: new Map(), flags };
  const evidenceOf = new Map<string, TPatchEvidence>();
  let cursor: string | undefined;
  for (;;) {
    const page = await prisma.judgeResult.findMany({
      where: { runId: { in: [...runIds] } },
      orderBy: { id: "asc" },
      take: PAGE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: {
        id: true,
        runId: true,
        patchId: true,
        label: true,
        confidence: true,
        justification: true,
        thought: true,
      },
    });
    const missing = [...new Set(page.map((r) => r.patchId))].filter(
      (id) => !hidden.has(id) && !evidenceOf.has(id),
    );
    if (missing.length) {
      const patches = await prisma.patch.findMany({
        where: { id: { in: missing } },
        select: {
          id: true,
          diff: true,
          passesTests: true,
          failToPassPassed: true,
          failToPassTotal: true,
          passToPassPassed: true,
          passToPassTotal: true,
          metadata: true,
        },
      });
      for (const p of patches) evidenceOf.set(p.id, readPatchEvidence(p));
    }
    for (const r of page) {
      if (hidden.has(r.patchId)) continue;
      const run = samples.get(r.runId)!;
      const s = run.get(r.patchId) ?? { labels: [], conf: [] };
      s.labels.push(r.label);
      s.conf.push(r.confidence);
      run.set(r.patchId, s);
      const evidence = evidenceOf.get(r.patchId);
      if (evidence && findEvidenceContradictions({ verdict: r, evidence }).length > 0)
        flags.set(r.patchId, (flags.get(r.patchId) ?? 0) + 1);
    }
    if (page.length < PAGE) break;
    cursor = page[page.length - 1]!.id;
  }
  const verdicts = new Map(
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
  return { verdicts, flags };
}
