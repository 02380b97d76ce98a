import { withAuth } from "@/lib/api/with-auth";
import { ZGetMyCampaignsResponse } from "@/lib/campaigns/campaigns-api.types";
import { listMyCampaigns } from "@/lib/campaigns/list-my-campaigns";

export const GET = withAuth({ response: ZGetMyCampaignsResponse }, async ({ user }) => ({
  campaigns: await listMyCampaigns({ userId: user.id }),
}));
