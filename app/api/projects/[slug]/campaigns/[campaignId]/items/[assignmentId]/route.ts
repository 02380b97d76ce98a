import { withCampaign } from "@/lib/api/with-campaign";
import { getRatingItem } from "@/lib/campaigns/get-rating-item";

export const GET = withCampaign<{ slug: string; campaignId: string; assignmentId: string }>("rate", async ({ user, access, params }) =>
  getRatingItem({ campaign: access.campaign, raterId: user.id, assignmentId: params.assignmentId }),
);
