import { withCampaign } from "@/lib/api/with-campaign";
import { ZGetRatingItemResponse } from "@/lib/campaigns/campaigns-api.types";
import { getRatingItem } from "@/lib/campaigns/get-rating-item";

export const GET = withCampaign(
  { need: "rate", params: ["assignmentId"], response: ZGetRatingItemResponse },
  async ({ user, access, params }) =>
    getRatingItem({
      campaign: access.campaign,
      raterId: user.id,
      assignmentId: params.assignmentId,
    }),
);
