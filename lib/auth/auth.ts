import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { consumeSignInAttempt } from "./consume-sign-in-attempt";
import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { getEnv } from "@/lib/env/get-env";

function createAuth() {
  const env = getEnv();
  const port = env.PORT;
  const baseURL = env.APP_URL ?? `http://localhost:${port}`;
  return betterAuth({
    appName: "Rubricate",
    baseURL,
    // A placeholder is enough for `next build`; `npm start` always provides one.
    secret: env.AUTH_SECRET ?? "build-time-placeholder-secret-not-for-serving-0000",
    trustedOrigins: [baseURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`],
    database: prismaAdapter(prisma, { provider: DB_PROVIDER }),
    // Accounts are created by admins (UI or CLI), never by self sign-up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8 },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: { useSecureCookies: baseURL.startsWith("https://") },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
        const allowed = await consumeSignInAttempt({ email, max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS });
        if (!allowed) throw new APIError("TOO_MANY_REQUESTS", { message: "Too many sign-in attempts for this account. Try again in a minute." });
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
