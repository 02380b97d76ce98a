import { AppError } from "@/lib/errors/app-error";
import { comparePairedRuns, type TPairedComparison } from "@/lib/stats/compare-paired-runs";
import { testMcNemarExact, type TMcNemar } from "@/lib/stats/test-mcnemar-exact";
import type { TVerdict } from "./types";

/** One patch both runs hold: each run's verdict (null: failed, pending or cancelled) and the consensus. */
export type TComparedVerdicts = {
  a: TVerdict | null;
  b: TVerdict | null;
  consensus: TVerdict | null;
  /** The resampling unit of the bootstrap (the bug). */
  group: string;
};

export type TRunComparisonSummary = {
  /** Patches both runs hold, and those both gave a verdict (the 2×2 below). */
  patches: number;
  paired: number;
  /** The verdict 2×2: both VALID, both INVALID, VALID by A only, VALID by B only. */
  bothValid: number;
  bothInvalid: number;
  onlyAValid: number;
  onlyBValid: number;
  /** McNemar's exact test on the verdicts (b = VALID by A only, c = VALID by B only): does one run accept more? */
  verdicts: TMcNemar;
  /** Paired patches whose verdict differs (onlyAValid + onlyBValid). */
  flipped: number;
  /**
   * Against the consensus, on the paired patches that have one (lib/stats comparePairedRuns, as the
   * research page's paired-runs table): right/wrong 2×2, McNemar's exact test on the discordant
   * patches (only A right vs only B right; exactly the flipped patches with a consensus), κ and
   * accuracy of each run, and A − B with a bootstrap interval over bugs. Null without a consensus.
   */
  consensus: TPairedComparison | null;
};

const code = (label: TVerdict | null) => (label === "VALID" ? 0 : label === "INVALID" ? 1 : -1);

/**
 * The statistics of two runs on the same patches, from their verdicts alone (no I/O): the verdict
 * 2×2 with McNemar's exact test, and, where a consensus exists, each run's agreement with it and
 * McNemar's test on which run is right (see TRunComparisonSummary).
 */
export function summarizeRunComparison(options: {
  patches: readonly TComparedVerdicts[];
  bootstrap: { seed: number; replicates: number; level: number };
}): TRunComparisonSummary {
  const { patches, bootstrap } = options;
  if (bootstrap.replicates < 1)
    throw new AppError("INVALID_INPUT", "replicates must be at least 1.");
  let bothValid = 0;
  let bothInvalid = 0;
  let onlyAValid = 0;
  let onlyBValid = 0;
  for (const p of patches) {
    if (p.a === null || p.b === null) continue;
    if (p.a === "VALID" && p.b === "VALID") bothValid += 1;
    else if (p.a === "INVALID" && p.b === "INVALID") bothInvalid += 1;
    else if (p.a === "VALID") onlyAValid += 1;
    else onlyBValid += 1;
  }
  const withConsensus = patches.some((p) => p.a !== null && p.b !== null && p.consensus !== null);
  return {
    patches: patches.length,
    paired: bothValid + bothInvalid + onlyAValid + onlyBValid,
    bothValid,
    bothInvalid,
    onlyAValid,
    onlyBValid,
    verdicts: testMcNemarExact({ b: onlyAValid, c: onlyBValid }),
    flipped: onlyAValid + onlyBValid,
    consensus: withConsensus
      ? comparePairedRuns({
          truth: Int32Array.from(patches, (p) => code(p.consensus)),
          a: Int32Array.from(patches, (p) => code(p.a)),
          b: Int32Array.from(patches, (p) => code(p.b)),
          positive: 0,
          groups: patches.map((p) => p.group),
          ...bootstrap,
        })
      : null,
  };
}
