import type { TLineError } from "@/lib/import/schemas";

/** The four specificity labels of BouncerBench's input-bouncer prompt, in score order 0–3. */
export const SPECIFICITY_LABELS = [
  "WELL_SPECIFIED",
  "REASONABLY_SPECIFIED",
  "VAGUE",
  "IMPOSSIBLE_TO_SOLVE",
] as const;

/**
 * An input bouncer's outputs from JSONL, one object per issue: `instanceId` and the label as
 * `labelScore` (0–3) or `label` (one of SPECIFICITY_LABELS); `model` names the bouncer (else
 * `fallbackModel`, e.g. the file name). A label of 2 or 3 (VAGUE, IMPOSSIBLE_TO_SOLVE) bounces
 * the issue, as BouncerBench §III-A does. Bad lines are line errors.
 */
export function parseBouncerOutputs(options: { text: string; fallbackModel: string }): {
  rows: { instanceId: string; model: string; score: number }[];
  errors: TLineError[];
} {
  const rows: { instanceId: string; model: string; score: number }[] = [];
  const errors: TLineError[] = [];
  const seen = new Set<string>();
  options.text.split("\n").forEach((text, i) => {
    const line = i + 1;
    if (!text.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      errors.push({ line, field: "(line)", message: `invalid JSON: ${(err as Error).message}` });
      return;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      errors.push({ line, field: "(line)", message: "expected a JSON object" });
      return;
    }
    const value = parsed as Record<string, unknown>;
    const instanceId = typeof value.instanceId === "string" ? value.instanceId.trim() : "";
    const model =
      typeof value.model === "string" && value.model.trim()
        ? value.model.trim()
        : options.fallbackModel;
    const byLabel = SPECIFICITY_LABELS.indexOf(value.label as (typeof SPECIFICITY_LABELS)[number]);
    const score =
      typeof value.labelScore === "number" && [0, 1, 2, 3].includes(value.labelScore)
        ? value.labelScore
        : byLabel;
    if (!instanceId) errors.push({ line, field: "instanceId", message: "is required" });
    else if (score < 0)
      errors.push({
        line,
        field: "labelScore",
        message: `needs labelScore 0–3 or label ${SPECIFICITY_LABELS.join(", ")}`,
      });
    else if (seen.has(`${model}\u0000${instanceId}`))
      errors.push({ line, field: "instanceId", message: `duplicate "${instanceId}" for ${model}` });
    else {
      seen.add(`${model}\u0000${instanceId}`);
      rows.push({ instanceId, model, score });
    }
  });
  return { rows, errors };
}
