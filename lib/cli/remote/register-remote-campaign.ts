import path from "node:path";
import type { Command } from "commander";
import { formatRatingsImportReport } from "@/lib/campaigns/format-ratings-import-report";
import type { TRatingsImportReport } from "@/lib/campaigns/import-ratings";
import { CONFIRMATIONS } from "../confirmations";
import { printJson } from "../print-json";
import { fileFormData } from "./file-form-data";
import { registerRemoteCampaignAdjudication } from "./register-remote-campaign-adjudication";
import { registerRemoteCampaignBuild } from "./register-remote-campaign-build";
import { createRemoteClient, type TRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";
import { writeResponse } from "./write-response";
import { JSON_ONLY_HELP } from "../json-only-help";

type TCampaignOptions = { project: string; campaign: string; yes?: boolean };
type TOverview = {
  viewerId?: unknown;
  campaign: { phase: string };
  progress: { assignments: number; done: number };
};

const campaignPath = (id: string) => `campaigns/${encodeURIComponent(id)}`;

/** The lead's campaign overview as `campaign show` prints it (without the viewer's id). */
async function getOverview(api: TRemoteClient, campaignId: string) {
  const { viewerId: _v, ...overview } = await api.json<TOverview>({
    path: campaignPath(campaignId),
  });
  return overview;
}

/**
 * `--server`'s `campaign list | show | reveal | close | build | create | disputes | adjudicate` and
 * `ratings export | import`: the campaign routes (a lead's or project admin's; adjudication also
 * the campaign's adjudicators; a rater gets the server's 403), printed as the local commands print
 * them, with the same `--yes` confirmations.
 */
export function registerRemoteCampaign(program: Command, target: TRemoteTarget) {
  const client = (project: string) => createRemoteClient({ ...target, project });
  const campaign = program.command("campaign").description("Labelling campaigns, on the server");
  registerRemoteCampaignBuild(campaign, client);
  registerRemoteCampaignAdjudication(campaign, client);
  campaign
    .command("list")
    .option("--json", JSON_ONLY_HELP)
    .description("A project's campaigns with progress counts, as JSON")
    .requiredOption("--project <slug>", "project")
    .action(async (opts: { project: string }) => {
      const { campaigns } = await client(opts.project).json<{ campaigns: unknown[] }>({
        path: "campaigns",
      });
      printJson(campaigns);
    });
  campaign
    .command("show")
    .option("--json", JSON_ONLY_HELP)
    .description("A campaign's overview as the lead's page shows it, as JSON")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .action(async (opts: TCampaignOptions) =>
      printJson(await getOverview(client(opts.project), opts.campaign)),
    );
  for (const [name, phase, asks] of [
    ["reveal", "reveal", "labelling"],
    ["close", "closed", "reveal"],
  ] as const)
    campaign
      .command(name)
      .description(
        name === "reveal"
          ? "Open the reveal phase (needs --yes)"
          : "Close a revealed campaign (needs --yes)",
      )
      .requiredOption("--project <slug>", "project")
      .requiredOption("--campaign <id>", "campaign id")
      .option("--yes", "confirm (the page asks the same)")
      .action(async (opts: TCampaignOptions) => {
        const api = client(opts.project);
        if (!opts.yes) {
          const { campaign: c, progress } = await getOverview(api, opts.campaign);
          if (c.phase === asks)
            throw new Error(
              name === "reveal"
                ? CONFIRMATIONS.reveal(progress.assignments - progress.done)
                : CONFIRMATIONS.close,
            );
        }
        printJson(
          await api.json({ method: "PATCH", path: campaignPath(opts.campaign), body: { phase } }),
        );
      });

  const ratings = program.command("ratings").description("Raters' labels, on the server");
  ratings
    .command("export")
    .description("A revealed campaign's labels with their consensus, as CSV or JSONL")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .option("--format <format>", "csv | jsonl", "csv")
    .action(async (opts: { project: string; campaign: string; format: string }) => {
      const res = await client(opts.project).request({
        path: `${campaignPath(opts.campaign)}/ratings/export`,
        query: { format: opts.format },
      });
      await writeResponse({ res });
    });
  ratings
    .command("import")
    .description("Import labels from CSV item,rater,label into a campaign (streamed)")
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
        const body = await fileFormData({
          file,
          fileName: path.basename(file),
          fields: { skipInvalid: String(Boolean(opts.skipInvalid)) },
        });
        const { report } = await client(opts.project).json<{ report: TRatingsImportReport }>({
          method: "POST",
          path: `${campaignPath(opts.campaign)}/ratings`,
          body,
        });
        console.log(
          opts.json ? JSON.stringify(report, null, 2) : formatRatingsImportReport({ report }),
        );
        if (report.errors.length > 0 && !report.written) process.exitCode = 1;
      },
    );
}
