import type { Command } from "commander";
import { listFixSpecifications } from "@/lib/fix-specs/list-fix-specifications";
import { ZListFixSpecsQuery } from "@/lib/fix-specs/schemas";
import { findProjectId } from "../find-project-id";
import { JSON_ONLY_HELP } from "../json-only-help";

/** `rubricate fix-specs`: the fix specifications fix_spec judge runs wrote, as the API's JSON. */
export function registerFixSpecs(program: Command) {
  program
    .command("fix-specs")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "Fix specifications written by fix_spec judge runs (from the report and the edited files, never the developer fix), newest first, as JSON",
    )
    .requiredOption("--project <slug>", "project")
    .option("--bug <id>", "one bug (its id in the dataset)")
    .option("--limit <n>", "at most this many (1–1000)", "200")
    .action(async (opts: { project: string; bug?: string; limit: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const query = ZListFixSpecsQuery.parse({ bug: opts.bug, limit: opts.limit });
      const result = await listFixSpecifications({ projectId, query });
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    });
}
