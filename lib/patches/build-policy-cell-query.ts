import type { TPolicyEvaluation } from "@/lib/policies/policies-api.types";
import type { TPolicyOutcome } from "@/lib/policies/policy-outcomes";
import type { TPatchTableQuery } from "./schemas";

/**
 * The patch table state listing exactly the patches behind one count of the policy table: the
 * `decision` parameter naming the evaluation's run, its resolved success criterion, the policy
 * (its validation and abstention, with the representation of the scores in use) and the outcome;
 * the server evaluates it with the policy page's own functions (lib/policies
 * list-policy-drill-patches). Null when the page shows no run. Pure; no zod (the policy page
 * builds these in the browser).
 */
export function buildPolicyCellQuery(options: {
  evaluation: TPolicyEvaluation;
  policyId: string;
  outcome: TPolicyOutcome;
}): Partial<TPatchTableQuery> | null {
  const { evaluation: e, outcome } = options;
  const policy = e.policies.find((p) => p.id === options.policyId);
  const scores = e.abstention.representation;
  if (!e.run || !policy) return null;
  if (policy.abstention && scores === "none") return null;
  return {
    decision: {
      runId: e.run.id,
      success: e.success.criterion,
      campaignId: e.success.criterion === "consensus" ? e.success.campaignId : null,
      referenceRunId: e.success.criterion === "judge" ? e.success.referenceRunId : null,
      validation: policy.validation,
      abstention:
        policy.abstention && scores !== "none" ? { tau: policy.abstention.tau, scores } : null,
      outcome,
    },
  };
}
