import type { NextRequest } from "next/server";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { getCampaignAccess, type TCampaignAccess, type TCampaignNeed } from "@/lib/campaigns/get-campaign-access";
import { withAuth } from "./with-auth";

type TCampaignParams = { slug: string; campaignId: string };

/**
 * withAuth for routes under /projects/[slug]/campaigns/[campaignId]: also checks
 * the user's part in the campaign (manage, rate or adjudicate) before the handler.
 */
export function withCampaign<P extends TCampaignParams = TCampaignParams>(
  need: TCampaignNeed,
  handler: (ctx: { req: NextRequest; user: TSessionUser; params: P; access: TCampaignAccess }) => Promise<unknown>,
) {
  return withAuth<P>({}, async ({ req, user, params }) => {
    const access = await getCampaignAccess({ user, slug: params.slug, campaignId: params.campaignId, need });
    return handler({ req, user, params, access });
  });
}
