import type { Command } from "commander";
import { exportCampaignRatings } from "@/lib/campaigns/export-campaign-ratings";
import { ZRatingsExportQuery } from "@/lib/campaigns/schemas-ratings-export";
import { findProjectId } from "../find-project-id";

/**
 * `rubricate ratings export`: a revealed campaign's labels with their consensus, the campaign
 * page's "Export labels" file, on stdout. Its CSV is what `ratings import` reads. Joins the
 * `ratings` group.
 */
export function registerRatingsExport(ratings: Command) {
  ratings
    .command("export")
    .description(
      "A revealed campaign's labels (rater, label, justification, ticked requirements, time on item, submitted at) with each patch's consensus, its method, themes and change history, as CSV (read back by ratings import) or JSONL",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .option("--format <format>", "csv | jsonl", "csv")
    .action(async (opts: { project: string; campaign: string; format: string }) => {
      const { format } = ZRatingsExportQuery.parse({ format: opts.format });
      const projectId = await findProjectId({ slug: opts.project });
      const { text } = await exportCampaignRatings({
        projectId,
        campaignId: opts.campaign,
        viewerId: null,
        format,
      });
      process.stdout.write(text);
    });
}
