import { decideBugs } from "./decide-bugs";
import { decidePatches } from "./decide-patches";
import type { TPolicy, TPolicyData } from "./types";

/** Which patches and bugs one policy keeps: the decisions every count of the policy table is made of. */
export type TPolicyMarks = {
  /** Confidence cutoff of a percentile decision; null otherwise. */
  cutoff: number | null;
  /** Per bug: 1 when abstention attempts it (every bug without abstention). */
  attempted: Uint8Array;
  /** Per patch: 1 when its bug is attempted and validation accepts it (a reviewer sees it). */
  shown: Uint8Array;
  /** Per bug: 1 when it keeps at least one shown patch (B′). */
  retained: Uint8Array;
};

/**
 * One policy's decisions over one run's patches (Cambronero et al. 2026, §4): validation
 * (decidePatches) and abstention (decideBugs), a patch shown when both keep it, and B′. Shared by
 * evaluatePolicy (the policy table's counts) and selectPolicyOutcome (the patch table's
 * drill-down into one of those counts), so the two cannot drift apart.
 */
export function markPolicyPatches(options: {
  data: TPolicyData;
  policy: TPolicy;
  sorted?: Float64Array;
}): TPolicyMarks {
  const { data, policy } = options;
  const { accepted, cutoff } = decidePatches({
    valid: data.valid,
    confidence: data.confidence,
    decision: policy.validation,
    sorted: options.sorted,
  });
  const attempted = decideBugs({
    bugCount: data.bugCount,
    bugScore: data.bugScore,
    abstention: policy.abstention,
  });
  const n = data.patchBug.length;
  const shown = new Uint8Array(n);
  const retained = new Uint8Array(data.bugCount);
  for (let i = 0; i < n; i++) {
    const b = data.patchBug[i]!;
    if (attempted[b] && accepted[i]) {
      shown[i] = 1;
      retained[b] = 1;
    }
  }
  return { cutoff, attempted, shown, retained };
}
