import { withCampaign } from "@/lib/api/with-campaign";
import { ZSubmitRatingResponse } from "@/lib/campaigns/campaigns-api.types";
import { ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";

// Records or revises the rater's own label of one item; with baseUpdatedAt, a label saved since
// (another tab) is a 409 (details.reason rating-changed), not overwritten.
export const PUT = withCampaign(
  { need: "rate", params: ["assignmentId"], body: ZSubmitRating, response: ZSubmitRatingResponse },
  async ({ user, access, params, body: input }) => {
    return submitRating({
      campaign: access.campaign,
      raterId: user.id,
      assignmentId: params.assignmentId,
      input,
    });
  },
);
