import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import {
  getCampaignAccess,
  type TCampaignAccess,
  type TCampaignNeed,
} from "@/lib/campaigns/get-campaign-access";
import { parseRequest, type TParsed, type TUploadSpec } from "./parse-request";
import type { TResponseSpec } from "./wire.types";
import { withAuth, type THandlerResult, type TRouteHandler } from "./with-auth";

/**
 * withAuth for routes under /projects/[slug]/campaigns/[campaignId]: also checks
 * the user's part in the campaign (manage, rate or adjudicate) before the handler; the declared
 * `body` and `query` are parsed after that check (lib/api/parse-request.ts).
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
  const { body, query, upload, fileTypes } = options;
  const route = withAuth<K | "slug" | "campaignId", undefined, R>(
    { response: options.response },
    async ({ req, user, params }) => {
      const access = await getCampaignAccess({
        user,
        slug: params.slug,
        campaignId: params.campaignId,
        need: options.need,
      });
      const parsed = await parseRequest({ req, spec: { body, query } });
      return handler({
        req,
        user,
        params,
        access,
        body: parsed.body as TParsed<B>,
        query: parsed.query as TParsed<Q>,
      });
    },
  );
  return Object.assign(route, { body, query, upload, fileTypes });
}
