import { readJson } from "@/lib/api/read-json";
import { withCampaign } from "@/lib/api/with-campaign";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { getAdjudicationItem } from "@/lib/campaigns/get-adjudication-item";
import { ZAdjudicate } from "@/lib/campaigns/schemas";

type TParams = { slug: string; campaignId: string; patchId: string };

export const GET = withCampaign<TParams>("adjudicate", async ({ user, access, params }) => getAdjudicationItem({ campaign: access.campaign, patchId: params.patchId, viewerId: user.id }));

export const PUT = withCampaign<TParams>("adjudicate", async ({ req, user, access, params }) => {
  const input = ZAdjudicate.parse(await readJson(req));
  return adjudicatePatch({ campaign: access.campaign, patchId: params.patchId, actorId: user.id, input });
});
