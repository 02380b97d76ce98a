import { withCampaign } from "@/lib/api/with-campaign";
import { listAdjudicationQueue } from "@/lib/campaigns/list-adjudication-queue";

export const GET = withCampaign("adjudicate", async ({ user, access }) => listAdjudicationQueue({ campaign: access.campaign, viewerId: user.id }));
