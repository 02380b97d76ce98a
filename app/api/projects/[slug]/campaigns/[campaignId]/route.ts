import { readJson } from "@/lib/api/read-json";
import { withCampaign } from "@/lib/api/with-campaign";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { getCampaignOverview } from "@/lib/campaigns/get-campaign-overview";
import { ZChangePhase } from "@/lib/campaigns/schemas";

export const GET = withCampaign("manage", async ({ access, user }) => getCampaignOverview({ access, viewerId: user.id }));

export const PATCH = withCampaign("manage", async ({ req, user, access }) => {
  const input = ZChangePhase.parse(await readJson(req));
  return changeCampaignPhase({ campaignId: access.campaign.id, actorId: user.id, input });
});
