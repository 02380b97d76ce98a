import type { Command } from "commander";
import { getGradedAgreement } from "@/lib/judge/results/get-graded-agreement";
import { findProjectId } from "../find-project-id";
import { JSON_ONLY_HELP } from "../json-only-help";

/** `rubricate judge grades`: a graded run's agreement with a revealed graded campaign's raters, as JSON. */
export function registerJudgeGrades(judge: Command) {
  judge
    .command("grades")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "Graded agreement of a graded judge run with a revealed graded campaign's raters: quadratic and linear κ against the raters' median grade, exact agreement, confusion table, per dimension (JSON)",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run (its configuration has a graded scale)")
    .option("--campaign <id>", "campaign whose ratings to compare with (default: the run's)")
    .action(async (opts: { project: string; run: string; campaign?: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const report = await getGradedAgreement({
        projectId,
        runId: opts.run,
        campaignId: opts.campaign ?? null,
        viewerId: null,
      });
      if (report.unavailable) throw new Error(report.unavailable);
      console.log(JSON.stringify(report, null, 2));
    });
}
