import type { TPolicyDrill } from "./types";

/**
 * A policy table cell as the patch table's `decision` value (the inverse of parsePolicyDrill):
 * `key:value` pairs, comma-separated, in a fixed order, e.g.
 * `run:R,success:consensus,campaign:C,validation:p90,tau:0.5,scores:r2,outcome:shown`. Pure.
 */
export function formatPolicyDrill(options: { drill: TPolicyDrill }): string {
  const d = options.drill;
  const v = d.validation;
  return [
    `run:${d.runId}`,
    `success:${d.success}`,
    ...(d.campaignId ? [`campaign:${d.campaignId}`] : []),
    ...(d.referenceRunId ? [`reference:${d.referenceRunId}`] : []),
    `validation:${v.kind === "percentile" ? `p${v.p}` : v.kind}`,
    ...(d.abstention ? [`tau:${d.abstention.tau}`, `scores:${d.abstention.scores}`] : []),
    `outcome:${d.outcome}`,
  ].join(",");
}
