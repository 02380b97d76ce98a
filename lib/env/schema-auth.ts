import { z } from "zod";

/** Sessions and sign-in limits. */
export const ZAuthEnv = z.object({
  /** Signs session cookies. `npm start` generates one under ./data when unset. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /** Failed sign-ins allowed per account (and per client address behind a trusted proxy) and window. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Trust X-Forwarded-For from a reverse proxy in front of the app (its rightmost entry is the
   * address the proxy saw). Off by default: anyone can send that header, so without a proxy it
   * would let a client pick a fresh sign-in budget per request.
   */
  /** Requests per minute one API token may make (per server process); 429 with Retry-After above. */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: z.stringbool().default(false),
});
