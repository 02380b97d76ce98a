import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { consumeSignInAttempt } from "./consume-sign-in-attempt";
import { DIRECT_CLIENT, getClientAddress } from "./get-client-address";
import { getAppOrigins } from "@/lib/api/get-app-origins";
import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { getEnv } from "@/lib/env/get-env";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkPassword,
} from "@/lib/users/check-password";

/** better-auth endpoints that set a password, and the body field holding it. */
const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

function createAuth() {
  const env = getEnv();
  const origins = getAppOrigins({ appUrl: env.APP_URL, port: env.PORT });
  const baseURL = env.APP_URL ?? origins[0]!;
  return betterAuth({
    appName: "Rubricate",
    baseURL,
    // A placeholder is enough for `next build`; `npm start` always provides one.
    secret: env.AUTH_SECRET ?? "build-time-placeholder-secret-not-for-serving-0000",
    // better-auth's own CSRF check (Origin of sign-in, sign-out, ...) accepts only the app's origins.
    trustedOrigins: origins,
    database: prismaAdapter(prisma, { provider: DB_PROVIDER }),
    // Accounts are created by admins (UI or CLI), never by self sign-up.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Without a trusted proxy X-Forwarded-For is the client's own claim: better-auth must not key on it.
    advanced: {
      useSecureCookies: baseURL.startsWith("https://"),
      ipAddress: { disableIpTracking: !env.TRUST_PROXY },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      // Sign-in is limited per account and per client address by the hook below.
      customRules: { "/sign-in/email": false },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_FIELDS[ctx.path];
        if (field) {
          const value: unknown = ctx.body?.[field];
          const verdict = checkPassword({ password: typeof value === "string" ? value : "" });
          if (!verdict.ok)
            throw new APIError("BAD_REQUEST", { message: `${field}: ${verdict.message}` });
          return;
        }
        if (ctx.path !== "/sign-in/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
        const address = getClientAddress({
          forwardedFor: ctx.headers?.get("x-forwarded-for") ?? null,
          trustProxy: env.TRUST_PROXY,
        });
        const addressMax =
          address === DIRECT_CLIENT ? env.AUTH_RATE_LIMIT_DIRECT_MAX : env.AUTH_RATE_LIMIT_MAX;
        const allowed = await consumeSignInAttempt({
          email,
          address,
          max: env.AUTH_RATE_LIMIT_MAX,
          addressMax,
          windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        });
        if (!allowed)
          throw new APIError("TOO_MANY_REQUESTS", {
            message: "Too many sign-in attempts. Try again in a minute.",
          });
      }),
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

type TAuth = ReturnType<typeof createAuth>;
const globalForAuth = globalThis as unknown as { auth?: TAuth };

/** The better-auth instance (created on first use so builds need no secret). */
export function getAuth(): TAuth {
  globalForAuth.auth ??= createAuth();
  return globalForAuth.auth;
}
