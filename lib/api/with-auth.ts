import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import type { z } from "zod";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { getRequestPrincipal } from "@/lib/auth/get-request-principal";
import { getProjectAccess, type TProjectAccess } from "@/lib/auth/get-project-access";
import type { TCapability } from "@/lib/auth/roles";
import { getEnv } from "@/lib/env/get-env";
import { forbidden } from "@/lib/errors/app-error";
import { checkTokenReach } from "@/lib/tokens/check-token-reach";
import type { TTokenPrincipal } from "@/lib/tokens/schemas";
import { toErrorResponse } from "@/lib/errors/to-error-response";
import { checkResponse } from "./check-response";
import { parseRequest, type TParsed, type TRouteMeta } from "./parse-request";
import { requireSameOrigin } from "./require-same-origin";
import type { FILE_RESPONSE, TResponseSpec } from "./wire.types";

type TParams = Record<string, string | string[]>;

type THandlerContext<
  K extends string,
  C extends TCapability | undefined,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
> = {
  req: NextRequest;
  user: TSessionUser;
  /** The API token the request came with (null for a browser session). */
  token: TTokenPrincipal | null;
  params: Record<K, string>;
  /** The JSON body parsed with `options.body`. */
  body: TParsed<B>;
  /** The query string parsed with `options.query`. */
  query: TParsed<Q>;
} & (C extends TCapability ? { access: TProjectAccess } : { access?: undefined });

/** What a handler may return: the input of its response schema (dates as Date or string), or a file. */
export type THandlerResult<R extends TResponseSpec, F extends boolean = false> =
  | (R extends z.ZodType ? z.input<R> : R extends typeof FILE_RESPONSE ? Response : never)
  | (F extends true ? Response : never);

export type TWithAuthOptions<
  K extends string,
  C extends TCapability | undefined,
  R extends TResponseSpec,
  F extends boolean,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
> = Omit<TRouteMeta, "body" | "query" | "public"> & {
  /** The route's dynamic segments the handler reads (typed as strings in `params`). */
  params?: readonly K[];
  /** Project capability checked for `params.slug`; the handler then gets `access`. */
  capability?: C;
  siteAdmin?: C extends TCapability ? false : boolean;
  /** The zod schema of the JSON body (checked in development and test), or FILE_RESPONSE. */
  response: R;
  /** The route may also answer a file download (e.g. `?format=csv`). */
  files?: F;
  /** Only a browser session may use the route (managing tokens, passwords): 403 for a token. */
  sessionOnly?: boolean;
  /** A POST that computes its answer from the body or upload and writes nothing: read tokens may call it. */
  computeOnly?: boolean;
  /** The zod schema of the JSON body, parsed (after the auth checks) into `body`. */
  body?: B;
  /** The zod schema of the query string, parsed into `query`. */
  query?: Q;
};

/**
 * A route handler with its declared response and request schemas, readable by tests and the
 * OpenAPI document (lib/api/openapi; every route declares a response).
 */
export type TRouteHandler = ((
  req: NextRequest,
  route: { params: Promise<TParams> },
) => Promise<Response>) &
  TRouteMeta & { response: TResponseSpec; files?: boolean };

let checking: boolean | undefined;
const checkResponses = () =>
  (checking ??= getEnv().RUBRICATE_CHECK_RESPONSES ?? getEnv().NODE_ENV !== "production");

/**
 * Wraps a route handler: refuses a state-changing request from another origin's page (403
 * CROSS_ORIGIN, the CSRF check; not for `Authorization: Bearer`), authenticates a session or an
 * API token (401; lib/auth/get-request-principal), checks a token's reach (its scope and
 * project, lib/tokens/check-token-reach), then the site-admin flag or the project capability
 * for `params.slug` (403), parses the declared `body` and `query` with their schemas
 * (lib/api/parse-request.ts; 415/422), runs the handler and maps every error to JSON
 * (lib/errors). The handler's return type is checked against `z.input` of `response` at
 * compile time; with RUBRICATE_CHECK_RESPONSES (default: outside production) the result is
 * also parsed with it (lib/api/check-response.ts). Plain data → 200 JSON; a Response as is.
 */
export function withAuth<
  const K extends string = never,
  const C extends TCapability | undefined = undefined,
  R extends TResponseSpec = TResponseSpec,
  F extends boolean = false,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  options: TWithAuthOptions<K, C, R, F, B, Q>,
  handler: (ctx: THandlerContext<K, C, B, Q>) => Promise<THandlerResult<R, F>>,
): TRouteHandler {
  const route = async (req: NextRequest, ctx: { params: Promise<TParams> }): Promise<Response> => {
    try {
      // A page of another site cannot send an Authorization header without a CORS preflight
      // (which this app never grants), so only cookie-carried requests need the origin check.
      if (!req.headers.has("authorization")) requireSameOrigin(req);
      const { user, token } = await getRequestPrincipal({ req });
      const params: TParams = ctx?.params ? await ctx.params : {};
      if (token)
        checkTokenReach({
          token,
          method: req.method,
          pathname: req.nextUrl.pathname,
          slug: typeof params.slug === "string" ? params.slug : undefined,
          sessionOnly: options.sessionOnly ?? false,
          computeOnly: options.computeOnly ?? false,
        });
      if (options.siteAdmin && !user.isAdmin)
        throw forbidden("Only site administrators can do this.");
      let access: TProjectAccess | undefined;
      if (options.capability) {
        const slug = typeof params.slug === "string" ? params.slug : "";
        access = await getProjectAccess({ user, slug, capability: options.capability });
      }
      const { body, query } = await parseRequest({ req, spec: options });
      const result = await handler({
        req,
        user,
        token,
        params: params as Record<K, string>,
        access,
        body,
        query,
      } as THandlerContext<K, C, B, Q>);
      if (result instanceof Response) return result;
      if (typeof options.response !== "string" && checkResponses())
        checkResponse({
          schema: options.response,
          result,
          route: `${req.method} ${req.nextUrl.pathname}`,
        });
      return NextResponse.json(result ?? null);
    } catch (err) {
      return toErrorResponse(err);
    }
  };
  const { response, files, body, query, upload, fileTypes, sessionOnly, computeOnly } = options;
  return Object.assign(route, {
    response,
    files,
    body,
    query,
    upload,
    fileTypes,
    sessionOnly,
    computeOnly,
  });
}
