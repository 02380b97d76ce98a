import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { computeInputBouncerTable } from "@/lib/bouncer/compute-input-bouncer-table";
import { parseBouncerOutputs } from "@/lib/bouncer/parse-bouncer-outputs";
import { parseSpecificityAnnotations } from "@/lib/bouncer/parse-specificity-annotations";
import { formatTable } from "@/lib/tables/format-table";
import { z } from "zod";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";

/**
 * `rubricate bouncer input`: BouncerBench's input-bouncer table from issue specificity
 * annotations and input-bouncer outputs (no database). Any bad line: the errors, exit 1.
 */
export function registerBouncer(program: Command) {
  const bouncer = program
    .command("bouncer")
    .description("BouncerBench bouncer metrics from files (no database)");
  bouncer
    .command("input")
    .description(
      "Input-bouncer table (F_m, I-Score, R_b, FNR_a, FPR_a, exact agreement, Cohen's kappa) per model",
    )
    .requiredOption(
      "--annotations <file>",
      "CSV with instance_id and underspecified (0–3), e.g. SWE-bench Verified's annotations",
    )
    .argument("<outputs...>", "JSONL files: instanceId, model, labelScore (0–3) or label")
    .option("--format <format>", "csv | json | markdown | latex", "markdown")
    .action((outputs: string[], opts: { annotations: string; format: string }) => {
      const format = z.enum(TABLE_FORMATS).parse(opts.format);
      const annotations = parseSpecificityAnnotations({
        text: readFileSync(opts.annotations, "utf8"),
        source: path.basename(opts.annotations),
      });
      const errors = annotations.errors.map((e) => ({ file: opts.annotations, ...e }));
      const rows = outputs.flatMap((file) => {
        const parsed = parseBouncerOutputs({
          text: readFileSync(file, "utf8"),
          fallbackModel: path.basename(file).replace(/\.jsonl?$/, ""),
        });
        errors.push(...parsed.errors.map((e) => ({ file, ...e })));
        return parsed.rows;
      });
      if (errors.length > 0) {
        for (const e of errors.slice(0, 50))
          console.error(`${e.file} line ${e.line} ${e.field}: ${e.message}`);
        if (errors.length > 50) console.error(`… and ${errors.length - 50} more`);
        process.exitCode = 1;
        return;
      }
      const { table } = computeInputBouncerTable({
        annotations: annotations.labels,
        outputs: rows,
      });
      process.stdout.write(formatTable({ table, format }));
    });
}
