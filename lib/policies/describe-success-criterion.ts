import type { TSuccessCriterion } from "./schemas";

/**
 * A success criterion as the policy page names it: "tests pass", "author label", "human
 * consensus · CAMPAIGN", "judge run · RUN". Pure.
 */
export function describeSuccessCriterion(options: {
  criterion: TSuccessCriterion;
  campaignName: string | null;
  referenceLabel: string | null;
}): string {
  const { criterion } = options;
  return criterion === "consensus"
    ? `human consensus · ${options.campaignName ?? "no campaign"}`
    : criterion === "judge"
      ? `judge run · ${options.referenceLabel}`
      : criterion === "author"
        ? "author label"
        : "tests pass";
}
