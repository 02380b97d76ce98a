export type TOriginVerdict = { allowed: true } | { allowed: false; reason: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change state, judged from the headers a browser sets and a page
 * cannot forge (CSRF). A browser sends Origin with every POST, PUT, PATCH and DELETE: it must
 * be one of the app's origins. Without Origin, Sec-Fetch-Site (when present) must say the
 * request came from the app itself or from the user ("same-origin", "none"). A request with
 * neither header is not from a browser page (curl, scripts, the CLI's peers) and is allowed:
 * such a client holds its own cookies, so there is no victim session to ride on.
 * SameSite=Lax cookies are not enough: a page on another port of the same host is same-site.
 */
export function checkRequestOrigin(options: {
  method: string;
  origin: string | null;
  secFetchSite: string | null;
  appOrigins: readonly string[];
}): TOriginVerdict {
  const { method, origin, secFetchSite, appOrigins } = options;
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true };
  if (origin !== null) {
    if (appOrigins.some((o) => o.toLowerCase() === origin.trim().toLowerCase()))
      return { allowed: true };
    return {
      allowed: false,
      reason: `Requests that change data must come from this app's own pages; this one came from ${origin === "null" ? "an opaque origin" : origin}.`,
    };
  }
  if (
    secFetchSite !== null &&
    !["same-origin", "none"].includes(secFetchSite.trim().toLowerCase())
  ) {
    return {
      allowed: false,
      reason: `Requests that change data must come from this app's own pages; this one was ${secFetchSite}.`,
    };
  }
  return { allowed: true };
}
