import type { Command } from "commander";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { findCampaignAccess } from "@/lib/campaigns/find-campaign-access";
import { getCampaignOverview } from "@/lib/campaigns/get-campaign-overview";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { AppError } from "@/lib/errors/app-error";
import { CONFIRMATIONS } from "../confirmations";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";
import { JSON_ONLY_HELP } from "../json-only-help";

type TCampaignOptions = { project: string; campaign: string; yes?: boolean };

/**
 * `rubricate campaign list | show | reveal | close`: the campaign page's reads and phase changes,
 * through the same domain functions (the same phase checks and refusals). Reveal and close ask
 * for `--yes` where the page asks for a confirmation. Joins the `campaign` group.
 */
export function registerCampaignManage(campaign: Command) {
  campaign
    .command("list")
    .option("--json", JSON_ONLY_HELP)
    .description("A project's campaigns, newest first, with progress counts (no labels), as JSON")
    .requiredOption("--project <slug>", "project")
    .action(async (opts: { project: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      printJson(await listCampaigns({ projectId, viewerId: null }));
    });
  campaign
    .command("show")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "A campaign's overview as the lead's page shows it: settings, progress per rater, consensus counts and changes, as JSON",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .action(async (opts: TCampaignOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const access = await findCampaignAccess({ projectId, campaignId: opts.campaign });
      const { viewerId: _v, ...overview } = await getCampaignOverview({ access, viewerId: null });
      printJson(overview);
    });
  campaign
    .command("reveal")
    .description(
      "Open the reveal phase: every label becomes final and visible to the team, unanimous patches settle (needs --yes)",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .option("--yes", "confirm (the page asks the same)")
    .action(async (opts: TCampaignOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const access = await findCampaignAccess({ projectId, campaignId: opts.campaign });
      if (!opts.yes && access.campaign.phase === "labelling") {
        // The page's confirmation, with its warning about unlabelled assignments.
        const { progress } = await getCampaignOverview({ access, viewerId: null });
        throw new AppError(
          "INVALID_INPUT",
          CONFIRMATIONS.reveal(progress.assignments - progress.done),
        );
      }
      printJson(
        await changeCampaignPhase({
          campaignId: access.campaign.id,
          actorId: null,
          input: { phase: "reveal" },
        }),
      );
    });
  campaign
    .command("close")
    .description(
      "Close a revealed campaign once every disputed patch has a consensus (needs --yes); refused naming the open ones",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .option("--yes", "confirm (the page asks the same)")
    .action(async (opts: TCampaignOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const access = await findCampaignAccess({ projectId, campaignId: opts.campaign });
      if (!opts.yes && access.campaign.phase === "reveal")
        throw new AppError("INVALID_INPUT", CONFIRMATIONS.close);
      printJson(
        await changeCampaignPhase({
          campaignId: access.campaign.id,
          actorId: null,
          input: { phase: "closed" },
        }),
      );
    });
}
