import { withCampaign } from "@/lib/api/with-campaign";
import { ZSetCampaignPeopleResponse } from "@/lib/campaigns/campaigns-api.types";
import { ZSetCampaignPeople } from "@/lib/campaigns/schemas";
import { setCampaignPeople } from "@/lib/campaigns/set-campaign-people";

export const PUT = withCampaign(
  { need: "manage", body: ZSetCampaignPeople, response: ZSetCampaignPeopleResponse },
  async ({ user, access, body: input }) => {
    return setCampaignPeople({ campaign: access.campaign, actorId: user.id, input });
  },
);
