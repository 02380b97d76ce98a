import type { Command } from "commander";
import { getRequirementAgreement } from "@/lib/agreement/get-requirement-agreement";
import { findProjectId } from "../find-project-id";
import { JSON_ONLY_HELP } from "../json-only-help";

/** `rubricate judge requirements`: a per-requirement run's agreement per requirement with a campaign's raters, as JSON. */
export function registerJudgeRequirements(judge: Command) {
  judge
    .command("requirements")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "Agreement per rubric requirement of a per-requirement judge run with a revealed campaign's raters' checklist ticks (JSON)",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run (its configuration judges per requirement)")
    .option("--campaign <id>", "campaign whose ratings to compare with (default: the run's)")
    .action(async (opts: { project: string; run: string; campaign?: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const report = await getRequirementAgreement({
        projectId,
        runId: opts.run,
        campaignId: opts.campaign ?? null,
        viewerId: null,
      });
      if (report.unavailable) throw new Error(report.unavailable);
      console.log(JSON.stringify(report, null, 2));
    });
}
