import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { consumeSignInAttempt } from "./consume-sign-in-attempt";
import { getClientAddress } from "./get-client-address";
import { refundSignInAttempt } from "./refund-sign-in-attempt";
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

/** The account and the client address (null unless a trusted proxy reports it) of a sign-in. */
function signInLimitSubject(ctx: { body?: { email?: unknown }; headers?: Headers }) {
  return {
    email: typeof ctx.body?.email === "string" ? ctx.body.email : "",
    address: getClientAddress({
      forwardedFor: ctx.headers?.get("x-forwarded-for") ?? null,
      trustProxy: getEnv().TRUST_PROXY,
    }),
  };
}

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
    // A deactivated account gets no session (lib/users set-user-active), whatever its password.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const user = await prisma.user.findUnique({
              where: { id: session.userId },
              select: { deactivatedAt: true },
            });
            if (user?.deactivatedAt)
              throw new APIError("FORBIDDEN", {
                message: "This account is deactivated. Ask an admin to reactivate it.",
              });
          },
        },
      },
    },
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
          // The signed-in user's email and name count as context words (change-password).
          const user =
            ctx.path === "/change-password" ? (await getSessionFromCtx(ctx))?.user : null;
          const verdict = checkPassword({
            password: typeof value === "string" ? value : "",
            email: user?.email,
            name: user?.name,
          });
          if (!verdict.ok)
            throw new APIError("BAD_REQUEST", { message: `${field}: ${verdict.message}` });
          return;
        }
        if (ctx.path !== "/sign-in/email") return;
        const allowed = await consumeSignInAttempt({
          ...signInLimitSubject(ctx),
          max: env.AUTH_RATE_LIMIT_MAX,
          windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        });
        if (!allowed)
          throw new APIError("TOO_MANY_REQUESTS", {
            message: "Too many sign-in attempts. Try again in a minute.",
          });
      }),
      // A right password gives its reserved attempt back: only failures count (see consumeSignInAttempt).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || !ctx.context.newSession) return;
        await refundSignInAttempt({
          ...signInLimitSubject(ctx),
          windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
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
