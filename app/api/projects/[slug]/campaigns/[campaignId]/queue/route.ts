import { withCampaign } from "@/lib/api/with-campaign";
import { ZGetRaterQueueResponse } from "@/lib/campaigns/campaigns-api.types";
import { getRaterQueue } from "@/lib/campaigns/get-rater-queue";

export const GET = withCampaign(
  { need: "rate", response: ZGetRaterQueueResponse },
  async ({ user, access }) => getRaterQueue({ campaignId: access.campaign.id, raterId: user.id }),
);
