import { withCampaign } from "@/lib/api/with-campaign";
import {
  ZChangeCampaignPhaseResponse,
  ZGetCampaignResponse,
} from "@/lib/campaigns/campaigns-api.types";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { getCampaignOverview } from "@/lib/campaigns/get-campaign-overview";
import { ZChangePhase } from "@/lib/campaigns/schemas";

export const GET = withCampaign(
  { need: "manage", response: ZGetCampaignResponse },
  async ({ access, user }) => getCampaignOverview({ access, viewerId: user.id }),
);

export const PATCH = withCampaign(
  { need: "manage", body: ZChangePhase, response: ZChangeCampaignPhaseResponse },
  async ({ user, access, body: input }) => {
    return changeCampaignPhase({ campaignId: access.campaign.id, actorId: user.id, input });
  },
);
