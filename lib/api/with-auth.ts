import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { getSessionUser, type TSessionUser } from "@/lib/auth/get-session-user";
import { getProjectAccess, type TProjectAccess } from "@/lib/auth/get-project-access";
import type { TCapability } from "@/lib/auth/roles";
import { forbidden, unauthenticated } from "@/lib/errors/app-error";
import { toErrorResponse } from "@/lib/errors/to-error-response";
import { requireSameOrigin } from "./require-same-origin";

type TParams = Record<string, string | string[]>;

type THandlerContext<P extends TParams, WithProject extends boolean> = {
  req: NextRequest;
  user: TSessionUser;
  params: P;
} & (WithProject extends true ? { access: TProjectAccess } : { access?: undefined });

type TOptions<WithProject extends boolean> = WithProject extends true
  ? { capability: TCapability; siteAdmin?: false }
  : { capability?: undefined; siteAdmin?: boolean };

/**
 * Wraps a route handler: refuses a state-changing request from another origin's page (403
 * CROSS_ORIGIN, the CSRF check), authenticates (401), checks the site-admin flag or the
 * project capability for `params.slug` (403), runs the handler and maps every
 * error to JSON (lib/errors). Handlers return plain data (→ 200 JSON) or a Response.
 */
export function withAuth<P extends TParams = TParams, WithProject extends boolean = false>(
  options: TOptions<WithProject>,
  handler: (ctx: THandlerContext<P, WithProject>) => Promise<unknown>,
) {
  return async (req: NextRequest, route: { params: Promise<P> }): Promise<Response> => {
    try {
      requireSameOrigin(req);
      const user = await getSessionUser({ headers: req.headers });
      if (!user) throw unauthenticated();
      const params = route?.params ? await route.params : ({} as P);
      if (options.siteAdmin && !user.isAdmin) throw forbidden("Only site administrators can do this.");
      let access: TProjectAccess | undefined;
      if (options.capability) {
        const slug = typeof params.slug === "string" ? params.slug : "";
        access = await getProjectAccess({ user, slug, capability: options.capability });
      }
      const result = await handler({ req, user, params, access } as THandlerContext<P, WithProject>);
      return result instanceof Response ? result : NextResponse.json(result ?? null);
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}
