import { readJson } from "@/lib/api/read-json";
import { withCampaign } from "@/lib/api/with-campaign";
import { ZSetCampaignPeopleResponse } from "@/lib/campaigns/campaigns-api.types";
import { ZSetCampaignPeople } from "@/lib/campaigns/schemas";
import { setCampaignPeople } from "@/lib/campaigns/set-campaign-people";

export const PUT = withCampaign(
  { need: "manage", response: ZSetCampaignPeopleResponse },
  async ({ req, user, access }) => {
    const input = ZSetCampaignPeople.parse(await readJson(req));
    return setCampaignPeople({ campaign: access.campaign, actorId: user.id, input });
  },
);
