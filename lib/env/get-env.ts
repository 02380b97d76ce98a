import { z } from "zod";

export const ZEnv = z.object({
  DATABASE_URL: z.string().min(1).default("file:./data/rubricate.db"),
  /** Signs session cookies. `npm start` generates one under ./data when unset. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /** Public origin of the app, e.g. https://rubricate.example.org. */
  APP_URL: z.url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Sign-in attempts allowed per client address and window. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Without TRUST_PROXY every client shares one address bucket: its own, larger budget, so one client cannot lock a team out. */
  AUTH_RATE_LIMIT_DIRECT_MAX: z.coerce.number().int().positive().default(100),
  /**
   * Trust X-Forwarded-For from a reverse proxy in front of the app (its rightmost entry is the
   * address the proxy saw). Off by default: anyone can send that header, so without a proxy it
   * would let a client pick a fresh sign-in budget per request.
   */
  TRUST_PROXY: z.stringbool().default(false),
  /** Seed the demo project and its accounts (published password) on the first start: on | off. */
  RUBRICATE_DEMO: z.stringbool().default(true),
  /**
   * Check every JSON response against its route's schema (lib/api/check-response.ts). Unset: on
   * in development and test, off in production (a parse per response; the types already hold).
   */
  RUBRICATE_CHECK_RESPONSES: z.stringbool().optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});
export type TEnv = z.infer<typeof ZEnv>;

let cached: TEnv | undefined;

/** Server-only environment, validated once; throws naming every bad variable. */
export function getEnv(): TEnv {
  if (cached) return cached;
  const parsed = ZEnv.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}
