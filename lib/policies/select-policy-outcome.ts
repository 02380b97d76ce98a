import type { TPolicyMarks } from "./mark-policy-patches";
import type { TPolicyOutcome } from "./policy-outcomes";
import type { TPolicyData } from "./types";

/**
 * Per patch of the run's data: 1 when it is behind the policy table's `outcome` cell (pure).
 * The bug outcomes give every patch of a counted bug.
 */
export function selectPolicyOutcome(options: {
  data: TPolicyData;
  marks: TPolicyMarks;
  outcome: TPolicyOutcome;
}): Uint8Array {
  const { data, marks, outcome } = options;
  const n = data.patchBug.length;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const b = data.patchBug[i]!;
    const shown = marks.shown[i] === 1;
    out[i] = Number(
      outcome === "shown"
        ? shown
        : outcome === "spared"
          ? !shown
          : outcome === "failures-spared"
            ? !shown && data.success[i] === 0
            : outcome === "bugs-attempted"
              ? marks.attempted[b] === 1
              : marks.retained[b] === 1,
    );
  }
  return out;
}
