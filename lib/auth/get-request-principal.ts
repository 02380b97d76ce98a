import { getEnv } from "@/lib/env/get-env";
import { AppError, unauthenticated } from "@/lib/errors/app-error";
import { authenticateApiToken } from "@/lib/tokens/authenticate-api-token";
import type { TTokenPrincipal } from "@/lib/tokens/schemas";
import { getSessionUser, type TSessionUser } from "./get-session-user";

export type TRequestPrincipal = { user: TSessionUser; token: TTokenPrincipal | null };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Who makes an /api request: with `Authorization: Bearer <token>`, the token's user and the
 * token (a bad token is a 401 even when a session cookie comes along: never a silent fallback);
 * otherwise the signed-in session's user. 401 when neither.
 */
export async function getRequestPrincipal(options: { req: Request }): Promise<TRequestPrincipal> {
  const authorization = options.req.headers.get("authorization");
  if (authorization !== null) {
    const match = BEARER.exec(authorization);
    if (!match)
      throw new AppError(
        "UNAUTHENTICATED",
        "Send the API token as `Authorization: Bearer <token>`.",
      );
    return authenticateApiToken({
      token: match[1]!,
      ratePerMinute: getEnv().API_TOKEN_RATE_LIMIT,
    });
  }
  const user = await getSessionUser({ headers: options.req.headers });
  if (!user) throw unauthenticated();
  return { user, token: null };
}
