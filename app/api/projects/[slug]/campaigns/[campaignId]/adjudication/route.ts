import { withCampaign } from "@/lib/api/with-campaign";
import { ZGetAdjudicationQueueResponse } from "@/lib/campaigns/campaigns-api.types";
import { listAdjudicationQueue } from "@/lib/campaigns/list-adjudication-queue";

export const GET = withCampaign(
  { need: "adjudicate", response: ZGetAdjudicationQueueResponse },
  async ({ user, access }) =>
    listAdjudicationQueue({ campaign: access.campaign, viewerId: user.id }),
);
