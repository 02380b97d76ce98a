import type { Command } from "commander";
import type {
  TAdjudicatePatchResponse,
  TCreateCampaignResponse,
  TGetAdjudicationQueueResponse,
  TGetProjectPeopleResponse,
} from "@/lib/campaigns/campaigns-api.types";
import {
  addAdjudicationOptions,
  adjudicateInput,
  printAdjudication,
  printAdjudicationQueue,
  type TAdjudicateOptions,
  type TDisputesOptions,
} from "../commands/adjudication-output";
import { listOption } from "../commands/benchmark-build-output";
import {
  addCampaignCreateOptions,
  campaignCreateInput,
  printCreatedCampaign,
  type TCampaignCreateOptions,
} from "../commands/campaign-create-options";
import type { TRemoteClient } from "./remote-client";

type TMember = TGetProjectPeopleResponse["members"][number];

/** The user ids of these people (emails or user ids) among `among`; `who` names the refusal. */
function pick(options: { value: string; among: TMember[]; who: string }): string[] {
  const { value, among, who } = options;
  const items = listOption(value).map((v) => (v.includes("@") ? v.toLowerCase() : v));
  const idOf = (item: string) =>
    among.find((m) => m.userId === item || m.email.toLowerCase() === item)?.userId;
  const unknown = items.filter((i) => !idOf(i));
  if (unknown.length > 0)
    throw new Error(`No ${who} of this project with email or id ${unknown.join(", ")}.`);
  return items.map((i) => idOf(i)!);
}

const noOwner = (what: string) =>
  new Error(`--owner has no remote form: the token's user ${what}.`);

/**
 * `--server`'s `campaign create | disputes | adjudicate`: `POST …/campaigns` (the people named
 * among `GET …/campaigns/people`: `--raters` among the project's raters, by default all of them
 * as the form pre-selects, `--adjudicators` among its members), `GET …/adjudication` and
 * `PUT …/adjudication/<patch>`, printed as the local commands print them. The token's user
 * creates, views and adjudicates, so `--owner` is refused.
 */
export function registerRemoteCampaignAdjudication(
  campaign: Command,
  client: (project: string) => TRemoteClient,
) {
  addCampaignCreateOptions(
    campaign.command("create"),
    "no remote form: the token's user creates the campaign",
  ).action(async (opts: TCampaignCreateOptions) => {
    if (opts.owner) throw noOwner("creates the campaign");
    const api = client(opts.project);
    const people =
      opts.raters === undefined && opts.selection === "none" && !opts.adjudicators
        ? null
        : await api.json<TGetProjectPeopleResponse>({ path: "campaigns/people" });
    const raterIds =
      opts.raters !== undefined
        ? pick({ value: opts.raters, among: people!.raters, who: "rater" })
        : opts.selection === "none"
          ? []
          : people!.raters.map((r) => r.userId);
    const adjudicatorIds = pick({
      value: opts.adjudicators ?? "",
      among: people?.members ?? [],
      who: "member",
    });
    const created = await api.json<TCreateCampaignResponse>({
      method: "POST",
      path: "campaigns",
      body: campaignCreateInput(opts, { raterIds, adjudicatorIds }),
    });
    printCreatedCampaign({ created, json: Boolean(opts.json) });
  });

  const { disputes, adjudicate } = addAdjudicationOptions(campaign, {
    disputes: "no remote form: the queue is the token's user's view",
    adjudicate: "no remote form: the token's user adjudicates",
  });
  const adjudication = (id: string) => `campaigns/${encodeURIComponent(id)}/adjudication`;
  disputes.action(async (opts: TDisputesOptions) => {
    if (opts.owner) throw noOwner("views the queue");
    const queue = await client(opts.project).json<TGetAdjudicationQueueResponse>({
      path: adjudication(opts.campaign),
    });
    printAdjudicationQueue({ queue, json: Boolean(opts.json) });
  });
  adjudicate.action(async (opts: TAdjudicateOptions) => {
    if (opts.owner) throw noOwner("adjudicates");
    const result = await client(opts.project).json<TAdjudicatePatchResponse>({
      method: "PUT",
      path: `${adjudication(opts.campaign)}/${encodeURIComponent(opts.patch)}`,
      body: adjudicateInput(opts),
    });
    printAdjudication({ patchId: opts.patch, result, json: Boolean(opts.json) });
  });
}
