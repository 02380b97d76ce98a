import { POLICY_OUTCOMES, type TPolicyOutcome } from "./policy-outcomes";
import type { TPolicyDrill, TValidationDecision } from "./types";

const KEYS = ["run", "success", "campaign", "reference", "validation", "tau", "scores", "outcome"];
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SUCCESS = ["tests", "consensus", "judge", "author"] as const;

/**
 * The patch table's `decision` value (formatPolicyDrill's form) as a TPolicyDrill, or the
 * reason it is refused: a missing, unknown or repeated key, or a bad value (`validation` none,
 * binary or pN with N in 0–100; `tau` in 0–1 with `scores` r1 or r2; a `campaign` exactly for
 * the consensus criterion and a `reference` run exactly for the judge one). Pure, no zod (the
 * ZPatchTableQuery schema calls it).
 */
export function parsePolicyDrill(options: {
  text: string;
}): { drill: TPolicyDrill; error: null } | { drill: null; error: string } {
  const fail = (error: string) => ({ drill: null, error });
  const fields = new Map<string, string>();
  for (const part of options.text.split(",")) {
    const at = part.indexOf(":");
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (at < 1 || !value) return fail(`"${part}" is not key:value`);
    if (!KEYS.includes(key)) return fail(`unknown key "${key}" (${KEYS.join(", ")})`);
    if (fields.has(key)) return fail(`"${key}" given twice`);
    fields.set(key, value);
  }
  for (const key of ["run", "success", "validation", "outcome"])
    if (!fields.has(key)) return fail(`"${key}" is missing`);
  const runId = fields.get("run")!;
  if (!ID.test(runId)) return fail(`run "${runId}" is not an id`);
  const success = fields.get("success")! as TPolicyDrill["success"];
  if (!SUCCESS.includes(success)) return fail(`success is one of ${SUCCESS.join(", ")}`);
  const campaignId = fields.get("campaign") ?? null;
  const referenceRunId = fields.get("reference") ?? null;
  if ((success === "consensus") !== (campaignId !== null))
    return fail("campaign is given exactly for success:consensus");
  if ((success === "judge") !== (referenceRunId !== null))
    return fail("reference is given exactly for success:judge");
  for (const id of [campaignId, referenceRunId])
    if (id !== null && !ID.test(id)) return fail(`"${id}" is not an id`);
  const v = fields.get("validation")!;
  let validation: TValidationDecision;
  if (v === "none" || v === "binary") validation = { kind: v };
  else {
    // Any number JavaScript writes (String(p): "90", "87.5", "1e-7").
    const p = /^p[0-9.e+-]+$/.test(v) ? Number(v.slice(1)) : Number.NaN;
    if (!(p >= 0 && p <= 100)) return fail("validation is none, binary or pN (N in 0–100)");
    validation = { kind: "percentile", p };
  }
  const tau = fields.get("tau");
  const scores = fields.get("scores");
  if ((tau === undefined) !== (scores === undefined))
    return fail("tau and scores go together (abstention)");
  let abstention: TPolicyDrill["abstention"] = null;
  if (tau !== undefined) {
    const t = /^[0-9.e+-]+$/.test(tau) ? Number(tau) : Number.NaN;
    if (!(t >= 0 && t <= 1)) return fail("tau lies in 0–1");
    if (scores !== "r1" && scores !== "r2") return fail("scores is r1 or r2");
    abstention = { tau: t, scores };
  }
  const outcome = fields.get("outcome")! as TPolicyOutcome;
  if (!POLICY_OUTCOMES.includes(outcome))
    return fail(`outcome is one of ${POLICY_OUTCOMES.join(", ")}`);
  return {
    drill: { runId, success, campaignId, referenceRunId, validation, abstention, outcome },
    error: null,
  };
}
