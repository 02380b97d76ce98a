import type { Command } from "commander";
import { lintProjectRubrics } from "@/lib/rubrics/lint-project-rubrics";
import { ZRubricFormat } from "@/lib/rubrics/schemas";
import { findProjectId } from "../find-project-id";
import { findRubricGroup } from "./rubric-group";

/** `rubricate rubric …`: rubric tools (lint). */
export function registerRubric(program: Command) {
  const rubric = findRubricGroup(program);
  rubric
    .command("lint")
    .description(
      "Rubric lint as JSON: items that copy the developers' fix, over-constrain (minimal change, tests, style) or are vague, with the paper's edit theme; current versions, or golden ones with --golden",
    )
    .requiredOption("--project <slug>", "project")
    .option("--bug <id>", "one bug (its id in the dataset)")
    .option("--golden", "lint golden versions (rubrics without one are left out)")
    .option("--format <format>", "templated or freeform", "templated")
    .action(async (opts: { project: string; bug?: string; golden?: boolean; format: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const result = await lintProjectRubrics({
        projectId,
        format: ZRubricFormat.parse(opts.format),
        bugExternalId: opts.bug,
        golden: opts.golden,
      });
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    });
}
