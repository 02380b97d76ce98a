import type { Command } from "commander";
import { buildEffortTables } from "@/lib/effort/build-effort-tables";
import { getEffortReport } from "@/lib/effort/get-effort-report";
import { formatMarkdownTable } from "@/lib/tables/format-markdown-table";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";

/** `rubricate effort`: rubric refinement and review time against raters' time per bug (paper 001 §8). */
export function registerEffort(program: Command) {
  program
    .command("effort")
    .description(
      "Time to refine and review each bug's rubric against raters' time on its patches (active time), per bug and per rater",
    )
    .requiredOption("--project <slug>", "project")
    .option("--json", "the whole report as JSON (milliseconds)")
    .action(async (opts: { project: string; json?: boolean }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const report = await getEffortReport({ projectId, viewerId: null });
      if (opts.json) return printJson(report);
      const { bugs, raters } = buildEffortTables({ report });
      const u = report.unmeasured;
      process.stdout.write(
        `${formatMarkdownTable({ table: bugs })}\n${formatMarkdownTable({ table: raters })}` +
          `\nNot timed (left out): ${u.rubricSaves} rubric saves, ${u.reviews} reviews, ${u.ratings} ratings.\n`,
      );
    });
}
