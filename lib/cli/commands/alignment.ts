import type { Command } from "commander";
import { getAlignmentReport } from "@/lib/alignment/get-alignment-report";
import { ZAlignmentQuery } from "@/lib/alignment/schemas";
import { findProjectId } from "../find-project-id";
import { JSON_ONLY_HELP } from "../json-only-help";

type TAlignmentOptions = {
  project: string;
  config: string;
  campaign?: string;
  configVersion?: string;
};

/** `rubricate alignment`: a judge configuration's versions against a campaign's consensus, as JSON. */
export function registerAlignment(program: Command) {
  program
    .command("alignment")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "Judge configuration versions against a campaign's consensus: κ, precision, recall, accuracy and their change per version and per rubric version, and the disagreements, as JSON",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--config <name>", "judge configuration name")
    .option("--campaign <id>", "campaign (default: the newest revealed)")
    .option(
      "--config-version <n>",
      "configuration version whose disagreements to list (default: newest with a run)",
    )
    .action(async (opts: TAlignmentOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const report = await getAlignmentReport({
        projectId,
        viewerId: null,
        query: ZAlignmentQuery.parse({
          config: opts.config,
          campaignId: opts.campaign,
          version: opts.configVersion,
        }),
      });
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    });
}
