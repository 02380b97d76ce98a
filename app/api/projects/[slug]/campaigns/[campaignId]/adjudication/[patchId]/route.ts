import { withCampaign } from "@/lib/api/with-campaign";
import {
  ZAdjudicatePatchResponse,
  ZGetAdjudicationItemResponse,
} from "@/lib/campaigns/campaigns-api.types";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { getAdjudicationItem } from "@/lib/campaigns/get-adjudication-item";
import { ZAdjudicate } from "@/lib/campaigns/schemas";

export const GET = withCampaign(
  { need: "adjudicate", params: ["patchId"], response: ZGetAdjudicationItemResponse },
  async ({ user, access, params }) =>
    getAdjudicationItem({ campaign: access.campaign, patchId: params.patchId, viewerId: user.id }),
);

export const PUT = withCampaign(
  {
    need: "adjudicate",
    params: ["patchId"],
    body: ZAdjudicate,
    response: ZAdjudicatePatchResponse,
  },
  async ({ user, access, params, body: input }) => {
    return adjudicatePatch({
      campaign: access.campaign,
      patchId: params.patchId,
      actorId: user.id,
      input,
    });
  },
);
