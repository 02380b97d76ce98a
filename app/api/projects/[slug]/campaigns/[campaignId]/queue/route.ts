import { withCampaign } from "@/lib/api/with-campaign";
import { getRaterQueue } from "@/lib/campaigns/get-rater-queue";

export const GET = withCampaign("rate", async ({ user, access }) => getRaterQueue({ campaignId: access.campaign.id, raterId: user.id }));
