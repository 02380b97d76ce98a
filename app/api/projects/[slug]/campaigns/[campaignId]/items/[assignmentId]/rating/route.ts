import { readJson } from "@/lib/api/read-json";
import { withCampaign } from "@/lib/api/with-campaign";
import { ZSubmitRatingResponse } from "@/lib/campaigns/campaigns-api.types";
import { ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";

export const PUT = withCampaign(
  { need: "rate", params: ["assignmentId"], response: ZSubmitRatingResponse },
  async ({ req, user, access, params }) => {
    const input = ZSubmitRating.parse(await readJson(req));
    return submitRating({
      campaign: access.campaign,
      raterId: user.id,
      assignmentId: params.assignmentId,
      input,
    });
  },
);
