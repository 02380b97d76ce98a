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
  async ({ user, access }) => ({
    campaigns: await listCampaigns({ projectId: access.project.id, viewerId: user.id }),
  }),
);

export const POST = withAuth(
  { capability: "campaign:manage", body: ZCreateCampaign, response: ZCreateCampaignResponse },
  async ({ user, access, body: input }) => {
    return createCampaign({ projectId: access.project.id, actorId: user.id, input });
  },
);
