import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import {
  ZCreateCampaignResponse,
  ZGetCampaignsResponse,
} from "@/lib/campaigns/campaigns-api.types";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";

export const GET = withAuth(
  { capability: "campaign:manage", response: ZGetCampaignsResponse },
  async ({ access }) => ({
    campaigns: await listCampaigns({ projectId: access.project.id }),
  }),
);

export const POST = withAuth(
  { capability: "campaign:manage", response: ZCreateCampaignResponse },
  async ({ req, user, access }) => {
    const input = ZCreateCampaign.parse(await readJson(req));
    return createCampaign({ projectId: access.project.id, actorId: user.id, input });
  },
);
