import { extractChecklist } from "@/lib/campaigns/extract-checklist";
import type { TRequirementVerdict } from "../schemas";
import { normalizeRequirementVerdicts } from "./normalize-requirement-verdicts";

/**
 * An answer's per-requirement verdicts (online, cached or batch), checked against the rubric's
 * checklist (normalizeRequirementVerdicts); null when the answer has none (not a per-requirement
 * configuration). Pure.
 */
export function readRequirements(options: {
  answer: object;
  rubric: string | null;
}): TRequirementVerdict[] | null {
  const { answer } = options;
  if (!("requirements" in answer) || !Array.isArray(answer.requirements)) return null;
  return normalizeRequirementVerdicts({
    verdicts: answer.requirements as TRequirementVerdict[],
    count: extractChecklist({ markdown: options.rubric ?? "" }).length,
  });
}
