import type { NextRequest } from "next/server";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import {
  getCampaignAccess,
  type TCampaignAccess,
  type TCampaignNeed,
} from "@/lib/campaigns/get-campaign-access";
import type { TResponseSpec } from "./wire.types";
import { withAuth, type THandlerResult, type TRouteHandler } from "./with-auth";

/**
 * withAuth for routes under /projects/[slug]/campaigns/[campaignId]: also checks
 * the user's part in the campaign (manage, rate or adjudicate) before the handler.
 */
export function withCampaign<
  const K extends string = never,
  R extends TResponseSpec = TResponseSpec,
>(
  options: { need: TCampaignNeed; params?: readonly K[]; response: R },
  handler: (ctx: {
    req: NextRequest;
    user: TSessionUser;
    params: Record<K | "slug" | "campaignId", string>;
    access: TCampaignAccess;
  }) => Promise<THandlerResult<R>>,
): TRouteHandler {
  return withAuth<K | "slug" | "campaignId", undefined, R>(
    { response: options.response },
    async ({ req, user, params }) => {
      const access = await getCampaignAccess({
        user,
        slug: params.slug,
        campaignId: params.campaignId,
        need: options.need,
      });
      return handler({ req, user, params, access });
    },
  );
}
