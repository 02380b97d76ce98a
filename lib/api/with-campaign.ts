import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import {
  getCampaignAccess,
  type TCampaignAccess,
  type TCampaignNeed,
} from "@/lib/campaigns/get-campaign-access";
import type { TParsed, TUploadSpec } from "./parse-request";
import type { TResponseSpec } from "./wire.types";
import { withAccess } from "./with-access";
import type { THandlerResult, TRouteHandler } from "./with-auth";

/**
 * withAuth for routes under /projects/[slug]/campaigns/[campaignId]: also checks
 * the user's part in the campaign (manage, rate or adjudicate) before the handler; the declared
 * `body` and `query` are parsed after that check (lib/api/with-access.ts).
 */
export function withCampaign<
  const K extends string = never,
  R extends TResponseSpec = TResponseSpec,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  options: {
    need: TCampaignNeed;
    params?: readonly K[];
    response: R;
    body?: B;
    query?: Q;
    upload?: TUploadSpec;
    fileTypes?: readonly string[];
  },
  handler: (ctx: {
    req: NextRequest;
    user: TSessionUser;
    params: Record<K | "slug" | "campaignId", string>;
    access: TCampaignAccess;
    body: TParsed<B>;
    query: TParsed<Q>;
  }) => Promise<THandlerResult<R>>,
): TRouteHandler {
  const { need, params: _params, ...rest } = options;
  return withAccess<K | "slug" | "campaignId", TCampaignAccess, R, B, Q>(
    {
      ...rest,
      access: ({ user, params }) =>
        getCampaignAccess({ user, slug: params.slug, campaignId: params.campaignId, need }),
    },
    handler,
  );
}
