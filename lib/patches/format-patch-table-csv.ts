import { writeCsv } from "@/lib/tables/write-csv";
import type { TPatchTable } from "./patch-table.types";

const tests = (passes: boolean | null) => (passes === null ? "" : passes ? "pass" : "fail");

/**
 * The patch table's rows as CSV (lib/tables writeCsv: every cell neutralised): the patch's ids,
 * bug, bug type, tool, model and tests, then per shown campaign its consensus and whether the
 * raters were unanimous, per shown run its label and confidence, and the flag count. Pure.
 */
export function formatPatchTableCsv(options: { table: TPatchTable }): string {
  const { table } = options;
  const header = [
    "patch_id",
    "patch",
    "bug",
    "bug_type",
    "tool",
    "model",
    "tests",
    ...table.campaigns.flatMap((c) => [`consensus ${c.name}`, `unanimous ${c.name}`]),
    ...table.runs.flatMap((r) => [`label ${r.label}`, `confidence ${r.label}`]),
    "flags",
  ];
  const rows = table.rows.map((r) => [
    r.id,
    r.patch,
    r.bug,
    r.bugType ?? "",
    r.tool ?? "",
    r.model ?? "",
    tests(r.passesTests),
    ...table.campaigns.flatMap((c) => {
      const x = r.consensus[c.id];
      return x ? [x.label, x.unanimous ? "yes" : "no"] : ["", ""];
    }),
    ...table.runs.flatMap((run) => {
      const v = r.verdicts[run.id];
      return v ? [v.label, v.confidence ?? ""] : ["", ""];
    }),
    r.flags ?? "",
  ]);
  return writeCsv({ header, rows });
}
