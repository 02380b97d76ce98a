import { z } from "zod";
import { parseJsonText } from "@/lib/json/parse-json-text";

const ZChecklist = z.array(z.number().int());

/** Rating.checklist: the JSON array of the rubric lines a rater ticked. */
export function parseChecklist(options: { text: string }): number[] {
  return parseJsonText({ text: options.text, schema: ZChecklist, column: "Rating.checklist" });
}
