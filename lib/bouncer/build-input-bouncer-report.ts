import type { TLineError } from "@/lib/import/schemas";
import type { TTable } from "@/lib/tables/format-table";
import { computeInputBouncerTable } from "./compute-input-bouncer-table";
import { parseBouncerOutputs } from "./parse-bouncer-outputs";
import { parseSpecificityAnnotations } from "./parse-specificity-annotations";

/** Line errors listed in a report. */
const MAX_ERRORS = 1000;

/**
 * The input-bouncer table from uploaded files: one annotations CSV and any number of bouncer
 * output JSONL files. All-or-nothing: any bad line gives the errors (named by file) and no table.
 */
export function buildInputBouncerReport(options: {
  annotations: { name: string; text: string };
  outputs: readonly { name: string; text: string }[];
}): { table: TTable | null; errors: (TLineError & { file: string })[]; errorCount: number } {
  const { annotations, outputs } = options;
  const parsed = parseSpecificityAnnotations({ text: annotations.text, source: annotations.name });
  const errors = parsed.errors.map((e) => ({ file: annotations.name, ...e }));
  const rows = outputs.flatMap((o) => {
    const p = parseBouncerOutputs({ text: o.text, fallbackModel: o.name.replace(/\.jsonl?$/, "") });
    errors.push(...p.errors.map((e) => ({ file: o.name, ...e })));
    return p.rows;
  });
  if (errors.length > 0)
    return { table: null, errors: errors.slice(0, MAX_ERRORS), errorCount: errors.length };
  return {
    table: computeInputBouncerTable({ annotations: parsed.labels, outputs: rows }).table,
    errors: [],
    errorCount: 0,
  };
}
