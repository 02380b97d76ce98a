import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { parseRequest, type TParsed, type TUploadSpec } from "./parse-request";
import type { TResponseSpec } from "./wire.types";
import { withAuth, type THandlerResult, type TRouteHandler } from "./with-auth";

/**
 * withAuth plus a check of the user's part in one resource (a campaign, a study) before the
 * handler: `access` resolves it (throwing the typed 403 / 404) and its result reaches the handler;
 * the declared `body` and `query` are parsed only after that check (lib/api/parse-request.ts), so
 * an outsider learns nothing from validation errors. withCampaign and withStudy are this with
 * their resource's access check.
 */
export function withAccess<
  const K extends string,
  A,
  R extends TResponseSpec,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
>(
  options: {
    access: (ctx: { user: TSessionUser; params: Record<K, string> }) => Promise<A>;
    response: R;
    body?: B;
    query?: Q;
    upload?: TUploadSpec;
    fileTypes?: readonly string[];
  },
  handler: (ctx: {
    req: NextRequest;
    user: TSessionUser;
    params: Record<K, string>;
    access: A;
    body: TParsed<B>;
    query: TParsed<Q>;
  }) => Promise<THandlerResult<R>>,
): TRouteHandler {
  const { body, query, upload, fileTypes } = options;
  const route = withAuth<K, undefined, R>(
    { response: options.response },
    async ({ req, user, params }) => {
      const access = await options.access({ user, params });
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
