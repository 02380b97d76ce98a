import { NextResponse, type NextRequest } from "next/server";
import { getRuntimeEnv } from "@/lib/env/get-runtime-env";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path-header";
import { buildCsp } from "@/lib/security/build-csp";

/**
 * Every page gets a Content-Security-Policy with a fresh nonce. Next.js reads the nonce from
 * the request's CSP header and puts it on its own scripts; pages are rendered per request
 * (app/layout.tsx), so each response has its own. It also passes the requested path on to the
 * server pages (REQUEST_PATH_HEADER).
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = buildCsp({ nonce, dev: getRuntimeEnv().NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  // The page asked for, so a signed-out visitor returns to it after sign-in (lib/auth
  // require-page-access). Set here, never taken from the client.
  headers.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: API routes, Next's static chunks and the Monaco worker files get the static headers of next.config.ts.
      source: "/((?!api/|_next/static|_next/image|monaco/|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
