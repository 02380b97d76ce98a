import type { TPolicy, TValidationDecision } from "./types";

const validationName = (v: TValidationDecision) =>
  v.kind === "none" ? "no filter" : v.kind === "binary" ? "binary" : `p${v.p}`;

/**
 * A policy's id and name as the policy table shows them: "no filter", "validation p90",
 * "abstention τ=0.5", "abstention τ=0.5 + binary" (ids none, validation-p90, abstention,
 * combined-binary). Pure; the patch table's drill-down caption names policies with it too.
 */
export function namePolicy(options: { policy: TPolicy }): { id: string; name: string } {
  const { validation, abstention } = options.policy;
  const v = validationName(validation);
  if (!abstention)
    return validation.kind === "none"
      ? { id: "none", name: "no filter" }
      : { id: `validation-${v}`, name: `validation ${v}` };
  const a = `abstention τ=${abstention.tau}`;
  return validation.kind === "none"
    ? { id: "abstention", name: a }
    : { id: `combined-${v}`, name: `${a} + ${v}` };
}
