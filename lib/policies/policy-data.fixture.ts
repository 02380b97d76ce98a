import type { TPolicyData } from "./types";

/** Builds TPolicyData from readable rows (tests only). Confidence null → NaN; score null → NaN. */
export function buildPolicyData(options: {
  patches: readonly { bug: number; success: boolean; valid: boolean; confidence: number | null }[];
  bugScores?: readonly (number | null)[];
  bugCount?: number;
}): TPolicyData {
  const { patches } = options;
  const bugCount =
    options.bugCount ?? options.bugScores?.length ?? Math.max(-1, ...patches.map((p) => p.bug)) + 1;
  return {
    bugCount,
    patchBug: Int32Array.from(patches, (p) => p.bug),
    success: Uint8Array.from(patches, (p) => (p.success ? 1 : 0)),
    valid: Uint8Array.from(patches, (p) => (p.valid ? 1 : 0)),
    confidence: Float64Array.from(patches, (p) => p.confidence ?? Number.NaN),
    bugScore: options.bugScores
      ? Float64Array.from(options.bugScores, (s) => s ?? Number.NaN)
      : null,
  };
}
