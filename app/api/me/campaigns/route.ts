import { withAuth } from "@/lib/api/with-auth";
import { listMyCampaigns } from "@/lib/campaigns/list-my-campaigns";

export const GET = withAuth({}, async ({ user }) => ({ campaigns: await listMyCampaigns({ userId: user.id }) }));
