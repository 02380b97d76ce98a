import { z } from "zod";
import { parseJsonText } from "@/lib/json/parse-json-text";
import { ZRequirementVerdict, type TRequirementVerdict } from "../schemas";

const ZRequirementVerdicts = z.array(ZRequirementVerdict);

/** JudgeResult.requirements: the stored per-requirement verdicts, or null for other configurations. */
export function parseRequirementVerdicts(options: {
  text: string | null;
}): TRequirementVerdict[] | null {
  if (options.text === null) return null;
  return parseJsonText({
    text: options.text,
    schema: ZRequirementVerdicts,
    column: "JudgeResult.requirements",
  });
}
