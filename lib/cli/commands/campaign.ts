import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { formatRatingsImportReport } from "@/lib/campaigns/format-ratings-import-report";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCampaignPhase, ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { findCampaignPeople } from "../find-campaign-people";
import { findProjectId } from "../find-project-id";
import { registerCampaignAdjudication } from "./campaign-adjudication";
import { registerCampaignBuild } from "./campaign-build";
import {
  addCampaignCreateOptions,
  campaignCreateInput,
  printCreatedCampaign,
  type TCampaignCreateOptions,
} from "./campaign-create-options";
import { registerCampaignManage } from "./campaign-manage";
import { registerRatingsExport } from "./ratings-export";

export function registerCampaign(program: Command) {
  const campaign = program
    .command("campaign")
    .description(
      "Labelling campaigns: create, build, list, show, reveal, disputes, adjudicate, close",
    );
  addCampaignCreateOptions(
    campaign.command("create"),
    "user recorded as the creator (default: the first site admin)",
  ).action(async (opts: TCampaignCreateOptions) => {
    const projectId = await findProjectId({ slug: opts.project });
    const { ownerId, ...people } = await findCampaignPeople({ projectId, ...opts });
    const input = ZCreateCampaign.parse(campaignCreateInput(opts, people));
    const created = await createCampaign({ projectId, actorId: ownerId, input });
    printCreatedCampaign({ created, json: Boolean(opts.json) });
  });
  registerCampaignBuild(campaign);
  registerCampaignManage(campaign);
  registerCampaignAdjudication(campaign);
  const ratings = program
    .command("ratings")
    .description("Raters' labels: import (CSV), export (CSV or JSONL)");
  ratings
    .command("import")
    .description("Import labels from CSV item,rater,label into a campaign")
    .argument("<file>", "CSV file")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .option("--skip-invalid", "import the valid lines and report the rest")
    .option("--json", "print the report as JSON")
    .action(
      async (
        file: string,
        opts: { project: string; campaign: string; skipInvalid?: boolean; json?: boolean },
      ) => {
        const projectId = await findProjectId({ slug: opts.project });
        const campaign = await prisma.campaign.findFirst({
          where: { id: opts.campaign, projectId },
          select: { id: true, projectId: true, phase: true, allowUnsure: true, scale: true },
        });
        if (!campaign) throw new Error(`No campaign ${opts.campaign} in ${opts.project}.`);
        const report = await importRatings({
          campaign: { ...campaign, phase: ZCampaignPhase.parse(campaign.phase) },
          actorId: null,
          fileName: path.basename(file),
          bytes: readFileSync(file),
          skipInvalid: Boolean(opts.skipInvalid),
        });
        console.log(
          opts.json ? JSON.stringify(report, null, 2) : formatRatingsImportReport({ report }),
        );
        if (report.errors.length > 0 && !report.written) process.exitCode = 1;
      },
    );
  registerRatingsExport(ratings);
}
