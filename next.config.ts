import type { NextConfig } from "next";
import { API_CSP } from "./lib/security/build-csp";

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "pg",
    "@prisma/adapter-pg",
  ],
  experimental: {
    authInterrupts: true,
    // Off when scripts/build.mjs says so (CI builds a clean clone once; the cache is never read).
    turbopackFileSystemCacheForBuild: process.env.RUBRICATE_BUILD_CACHE !== "0",
  },
  // `npm start` and the e2e server build with RUBRICATE_BUILD_TYPECHECK=0 (scripts/build.mjs):
  // `npm run typecheck` checks types in every CI run, so the first start does not wait for it.
  typescript: { ignoreBuildErrors: process.env.RUBRICATE_BUILD_TYPECHECK === "0" },
  // Import uploads: patches may reach 1 MB each, files far more.
  // (Route handlers read the body themselves; this only affects server actions.)
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      // Pages get their Content-Security-Policy (with a nonce) from proxy.ts.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default config;
