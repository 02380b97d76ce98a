import type { Command } from "commander";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { findCampaignAccess } from "@/lib/campaigns/find-campaign-access";
import { listAdjudicationQueue } from "@/lib/campaigns/list-adjudication-queue";
import { ZAdjudicate } from "@/lib/campaigns/schemas";
import { findActorId } from "../find-actor-id";
import { findProjectId } from "../find-project-id";
import {
  addAdjudicationOptions,
  adjudicateInput,
  printAdjudication,
  printAdjudicationQueue,
  type TAdjudicateOptions,
  type TDisputesOptions,
} from "./adjudication-output";

/**
 * `rubricate campaign disputes | adjudicate`: the adjudication page's queue and its save,
 * through the same domain functions and schema as `GET …/adjudication` and
 * `PUT …/adjudication/<patch>` (the same phase checks, refusals and blinding). The local CLI has
 * no signed-in user: it reads and adjudicates as `--owner`, else the first site admin. Joins the
 * `campaign` group.
 */
export function registerCampaignAdjudication(campaign: Command) {
  const { disputes, adjudicate } = addAdjudicationOptions(campaign, {
    disputes:
      "whose view: patches this user still labels in another campaign are hidden (default: the first site admin)",
    adjudicate: "user recorded as the adjudicator (default: the first site admin)",
  });
  disputes.action(async (opts: TDisputesOptions) => {
    const projectId = await findProjectId({ slug: opts.project });
    const access = await findCampaignAccess({ projectId, campaignId: opts.campaign });
    const viewerId = await findActorId({ email: opts.owner });
    const queue = await listAdjudicationQueue({ campaign: access.campaign, viewerId });
    printAdjudicationQueue({ queue, json: Boolean(opts.json) });
  });
  adjudicate.action(async (opts: TAdjudicateOptions) => {
    const projectId = await findProjectId({ slug: opts.project });
    const access = await findCampaignAccess({ projectId, campaignId: opts.campaign });
    const input = ZAdjudicate.parse(adjudicateInput(opts));
    const result = await adjudicatePatch({
      campaign: access.campaign,
      patchId: opts.patch,
      actorId: await findActorId({ email: opts.owner }),
      input,
    });
    printAdjudication({ patchId: opts.patch, result, json: Boolean(opts.json) });
  });
}
