import { rolesAllow, type TProjectRole } from "@/lib/auth/roles";
import { EXPECTED, type TCtx, type TIdKey, type TRule } from "./authz-routes";
import { E2E_BASE_URL } from "./e2e-env";
import { sessionCookie, type TWorldUser } from "./fixtures";

// Who may call what (from the Roles table's rules, authz-routes.ts EXPECTED) and one call of a
// route with a world's ids, for the authorization suites.

/** Someone calling the API: their project roles, site-admin flag and part in the test campaign. */
export type TPrincipal = {
  name: string;
  signedIn: boolean;
  roles: TProjectRole[];
  isAdmin: boolean;
  inCampaign: "rater" | "adjudicator" | null;
};

/** Whether `rule` lets `p` through, from the capability table and the campaign rules alone. */
export function allows(rule: TRule, p: TPrincipal): boolean {
  if (!p.signedIn) return false;
  if ("signedIn" in rule) return true;
  if ("siteAdmin" in rule) return p.isAdmin;
  if ("anyRole" in rule) return p.isAdmin || p.roles.some((r) => rule.anyRole.includes(r));
  if ("capability" in rule)
    return rolesAllow({ roles: p.roles, capability: rule.capability, isAdmin: p.isAdmin });
  const manager = rolesAllow({ roles: p.roles, capability: "campaign:manage", isAdmin: p.isAdmin });
  // The world's study has the campaign's raters; its report opens to them only once closed (it is not).
  if ("study" in rule)
    return rule.study === "rate" ? p.inCampaign === "rater" && p.roles.includes("rater") : manager;
  if (rule.campaign === "manage") return manager;
  if (rule.campaign === "rate") return p.inCampaign === "rater" && p.roles.includes("rater");
  return manager || (p.inCampaign === "adjudicator" && p.roles.length > 0);
}

/** The route's path parameters (and body ids) as keys of TCtx. */
export function idKeys(route: string): TIdKey[] {
  const [, url] = route.split(" ") as [string, string];
  const internal = url.includes("/campaigns/") || url.includes("/judge/");
  const params = [...url.matchAll(/\[(\w+)\]/g)]
    .map((m) => m[1]!)
    // A token belongs to a user, not a project: no cross-project swap (another user's is a 404,
    // lib/tokens/tokens-routes.test.ts).
    .filter((p) => p !== "slug" && p !== "tokenId" && p !== "proposalId")
    .map((p) => (p === "patchId" && internal ? "campaignPatchId" : p) as TIdKey);
  return [...params, ...(EXPECTED[route]?.bodyIds ?? [])];
}

export function concrete(url: string, c: TCtx): string {
  const internal = url.includes("/campaigns/") || url.includes("/judge/");
  return url
    .replace("[slug]", c.slug)
    .replace("[bugId]", encodeURIComponent(c.bugId))
    .replace("[patchId]", encodeURIComponent(internal ? c.campaignPatchId : c.patchId))
    .replace("[userId]", c.userId)
    .replace("[batchId]", c.batchId)
    .replace("[campaignId]", c.campaignId)
    .replace("[assignmentId]", c.assignmentId)
    .replace("[runId]", c.runId)
    .replace("[studyId]", c.studyId)
    .replace("[tokenId]", "no-such-token")
    .replace("[proposalId]", "no-such-proposal");
}

export type TRequester = {
  fetch: (
    url: string,
    options: Record<string, unknown>,
  ) => Promise<{ status: () => number; text: () => Promise<string> }>;
};

type TCallOptions = {
  method: string;
  headers?: Record<string, string>;
  /** 0: answer a redirect as it is (as Playwright's option); otherwise follow it. */
  maxRedirects?: number;
  data?: unknown;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
};

/**
 * A caller of the matrices on Node's fetch, sending `headers` (a session cookie or a token) with
 * every request: the same requests and answers as Playwright's request client, without its
 * per-call cost in the test process (each call a reported step with its stack, and an entry of
 * the test's trace): about half that process's CPU over the suites' ~2,000 calls.
 */
export function plainRequester(headers: Record<string, string> = {}): TRequester {
  return {
    fetch: async (url, options) => {
      const { method, data, multipart, maxRedirects, ...rest } = options as TCallOptions;
      const sent: Record<string, string> = { ...headers, ...rest.headers };
      let body: string | FormData | undefined;
      if (multipart) {
        body = new FormData();
        for (const [name, v] of Object.entries(multipart))
          if (typeof v === "string") body.append(name, v);
          else
            body.append(name, new Blob([new Uint8Array(v.buffer)], { type: v.mimeType }), v.name);
      } else if (data !== undefined) {
        body = JSON.stringify(data);
        sent["content-type"] = "application/json";
      }
      const res = await fetch(new URL(url, E2E_BASE_URL), {
        method,
        headers: sent,
        body,
        redirect: maxRedirects === 0 ? "manual" : "follow",
      });
      const text = await res.text();
      return { status: () => res.status, text: async () => text };
    },
  };
}

/** A plain caller signed in as `user` (a browser session's cookie). */
export const sessionRequester = async (user: TWorldUser): Promise<TRequester> =>
  plainRequester({ cookie: await sessionCookie(user) });

/** A plain caller with `Authorization: Bearer <token>`. */
export const tokenRequester = (token: string): TRequester =>
  plainRequester({ authorization: `Bearer ${token}` });

/** Calls `route` with `c`'s ids: the real body, or (`valid: false`) one that writes nothing. */
export async function call(
  requester: TRequester,
  route: string,
  c: TCtx,
  valid = true,
): Promise<{ status: number; text: string }> {
  const [method, url] = route.split(" ") as [string, string];
  const spec = EXPECTED[route]!;
  const payload = spec.multipart
    ? { multipart: spec.multipart(c, valid) }
    : spec.body
      ? { data: valid ? spec.body(c) : {} }
      : method === "GET"
        ? {}
        : { data: {} };
  const res = await requester.fetch(concrete(url, c), {
    method,
    headers: { origin: E2E_BASE_URL },
    ...payload,
  });
  return { status: res.status(), text: await res.text() };
}
