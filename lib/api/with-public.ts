import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { getEnv } from "@/lib/env/get-env";
import { toErrorResponse } from "@/lib/errors/to-error-response";
import { checkResponse } from "./check-response";
import { parseRequest, type TParsed } from "./parse-request";
import { requireSameOrigin } from "./require-same-origin";
import type { TRouteHandler } from "./with-auth";

/**
 * `withAuth` for the few routes whose caller has no account yet and proves itself with a secret
 * of its own (an invitation link's token): the same-origin check (403 CROSS_ORIGIN), the
 * response schema check outside production, the declared `body` parsed (lib/api/parse-request.ts)
 * and every error mapped to JSON; no session. The handler must check that secret first (e.g. lib/users read-invite).
 */
export function withPublic<
  const K extends string,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
>(
  options: { params: readonly K[]; response: R; body?: B },
  handler: (ctx: {
    req: NextRequest;
    params: Record<K, string>;
    body: TParsed<B>;
  }) => Promise<z.input<R>>,
): TRouteHandler {
  const route = async (
    req: NextRequest,
    ctx: { params: Promise<Record<string, string | string[]>> },
  ): Promise<Response> => {
    try {
      requireSameOrigin(req);
      const params = (ctx?.params ? await ctx.params : {}) as Record<K, string>;
      const { body } = await parseRequest({ req, spec: { body: options.body } });
      const result = await handler({ req, params, body: body as TParsed<B> });
      const env = getEnv();
      if (env.RUBRICATE_CHECK_RESPONSES ?? env.NODE_ENV !== "production")
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
  return Object.assign(route, { response: options.response, body: options.body, public: true });
}
