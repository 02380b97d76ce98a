import { estimatePassAtK } from "@/lib/stats/estimate-pass-at-k";
import type { TPassAtKCurve } from "./dashboard-types";

/**
 * pass@k and (pass & judge-valid)@k of one run's patches, grouped by bug: a patch passes when
 * its tests-pass flag is true, and is pass-and-valid when the judge also labels it VALID.
 * Patches without a tests-pass flag or without a judge label are left out. k runs from 1 to the
 * largest sample count; each point averages over the bugs (in order of their key) with at least k samples. Null when
 * no patch qualifies.
 */
export function computePassAtKCurve(options: {
  runId: string;
  patches: readonly { bug: string; passes: boolean | null; valid: boolean | null }[];
}): TPassAtKCurve | null {
  const byBug = new Map<string, { n: number; c: number; cv: number }>();
  let patches = 0;
  for (const p of options.patches) {
    if (p.passes === null || p.valid === null) continue;
    const bug = byBug.get(p.bug) ?? { n: 0, c: 0, cv: 0 };
    bug.n += 1;
    if (p.passes) bug.c += 1;
    if (p.passes && p.valid) bug.cv += 1;
    byBug.set(p.bug, bug);
    patches += 1;
  }
  if (patches === 0) return null;
  // By bug key, so the sums (and so the figures, to the last bit) do not depend on the input order.
  const bugs = [...byBug.keys()].sort().map((key) => byBug.get(key)!);
  const maxK = Math.max(...bugs.map((b) => b.n));
  const points = Array.from({ length: maxK }, (_, j) => {
    const k = j + 1;
    const eligible = bugs.filter((b) => b.n >= k);
    return {
      k,
      bugs: eligible.length,
      pass: estimatePassAtK({ bugs: eligible.map((b) => ({ n: b.n, c: b.c })), k }),
      passValid: estimatePassAtK({ bugs: eligible.map((b) => ({ n: b.n, c: b.cv })), k }),
    };
  });
  return { runId: options.runId, bugs: bugs.length, patches, points };
}
