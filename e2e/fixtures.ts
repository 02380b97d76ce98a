import { readFileSync } from "node:fs";
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import type { TProjectRole } from "@/lib/auth/roles";
import { importDataset } from "@/lib/import/import-dataset";
import { createProject } from "@/lib/projects/create-project";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { E2E_BASE_URL } from "./e2e-env";

// Two unrelated words: user names made from test titles (which may say "password") are context words.
export const PASSWORD = "e2e-quartz-lantern-1";
export type TWorldUser = { email: string; name: string };
export type TWorld = {
  slug: string;
  users: Record<"admin" | TProjectRole, TWorldUser> & {
    siteAdmin: TWorldUser;
    engineer2: TWorldUser;
    rater2: TWorldUser;
    rater3: TWorldUser;
  };
};

let counter = 0;

/** A fresh project with the demo data and one user per role, made through the domain layer. */
export async function makeWorld(tag: string): Promise<TWorld> {
  const id = `${tag}-${Date.now().toString(36)}-${++counter}`;
  const project = await createProject({
    input: { slug: id, name: `E2E ${id}`, description: "made by a test fixture" },
    actorId: null,
  });
  const mk = async (role: TProjectRole | "siteAdmin", tag: string = role) => {
    const email = `${tag.toLowerCase()}-${id}@e2e.test`;
    const name = `${tag} ${id}`;
    await createUser({
      input: {
        email,
        name,
        password: PASSWORD,
        isAdmin: role === "siteAdmin",
        projectRoles: role === "siteAdmin" ? [] : [{ projectSlug: project.slug, role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    return { email, name };
  };
  const users = {
    admin: await mk("admin"),
    lead: await mk("lead"),
    engineer: await mk("engineer"),
    rater: await mk("rater"),
    siteAdmin: await mk("siteAdmin"),
    engineer2: await mk("engineer", "engineer2"),
    rater2: await mk("rater", "rater2"),
    rater3: await mk("rater", "rater3"),
  };
  for (const [kind, file] of [
    ["bugs", "bugs.jsonl"],
    ["patches", "patches.jsonl"],
  ] as const) {
    const r = await importDataset({
      projectId: project.id,
      actorId: null,
      fileName: file,
      kind,
      bytes: readFileSync(`lib/demo/data/${file}`),
    });
    if (!r.written)
      throw new Error(`fixture import failed: ${JSON.stringify(r.errors.slice(0, 3))}`);
  }
  return { slug: project.slug, users };
}

function addressOf(email: string): string {
  let h = 0;
  for (const c of email) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `192.0.2.${(h % 250) + 1}`;
}

// Each account signs in as its own client address (a header value only, no traffic), as real
// users behind a proxy do (the e2e server has TRUST_PROXY=true); otherwise the whole suite
// shares one sign-in budget.
const signInHeaders = (user: TWorldUser) => ({
  origin: E2E_BASE_URL,
  "x-forwarded-for": addressOf(user.email),
});

/** Signs in through the API; the browser context keeps the session cookie. */
export async function loginAs(page: Page, user: TWorldUser): Promise<void> {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: PASSWORD },
    headers: signInHeaders(user),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Signs in through the API without a browser (for API-only callers): the session's `Cookie`
 * header value. A browser context would start a renderer process only to hold the cookie.
 */
export async function sessionCookie(user: TWorldUser): Promise<string> {
  const res = await fetch(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...signInHeaders(user), "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: PASSWORD }),
  });
  expect(res.status, await res.text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

/**
 * Records in `offsite` the URL of every request of `context`'s pages and workers that leaves
 * localhost. The browser itself refuses them: it sends every non-loopback request to a proxy
 * address where nothing listens (playwright.config.ts, --proxy-server), so none leaves the
 * machine. No request interception: it would turn the pages' HTTP cache off (every navigation
 * fetching and compiling the app's JavaScript again) and pause every request in the test process.
 */
export function guardOffsite(context: BrowserContext, offsite: string[]): void {
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.hostname === "127.0.0.1" || url.hostname === "localhost") return;
    offsite.push(request.url());
  });
}

/**
 * A screenshot of `context`'s pages that Chromium fails to capture with "Unable to capture
 * screenshot" (a protocol error its compositor gives now and then under load, the page itself
 * fine) is taken once more; any other error, or a second failure, stands.
 */
function steadyScreenshots(context: BrowserContext): void {
  const steady = (page: Page) => {
    const capture = page.screenshot.bind(page);
    page.screenshot = async (options) => {
      try {
        return await capture(options);
      } catch (e) {
        if (!/Unable to capture screenshot/.test(String(e))) throw e;
        return capture(options);
      }
    };
  };
  context.pages().forEach(steady);
  context.on("page", steady);
}

/**
 * Records every Content-Security-Policy violation in `context`'s pages and workers: the
 * browser's console report ("... violates the following Content Security Policy directive")
 * and the page's securitypolicyviolation events.
 */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} in ${e.documentURI}`,
      );
    });
  });
  context.on("console", (msg) => {
    if (/Content Security Policy|CSP violation/i.test(msg.text()))
      violations.push(`${msg.page()?.url() ?? "?"}: ${msg.text()}`);
  });
}

/** Records every uncaught exception of `context`'s pages (their "pageerror" events). */
function watchPageErrors(context: BrowserContext, errors: string[]): void {
  context.on("weberror", (e) =>
    errors.push(`${e.page()?.url() ?? "?"}: ${e.error().stack ?? e.error().message}`),
  );
}

export const test = base.extend<{
  world: TWorld;
  offsite: string[];
  steadyShots: void;
  cspViolations: string[];
  pageErrors: string[];
  pageAs: (user: TWorldUser) => Promise<Page>;
  asToken: (token: string) => Promise<APIRequestContext>;
}>({
  world: async ({}, use, testInfo) => {
    await use(
      await makeWorld(
        testInfo.title
          .replace(/[^a-z0-9]+/gi, "-")
          .slice(0, 20)
          .toLowerCase(),
      ),
    );
  },
  // Every test: any request that leaves localhost fails the test (the browser refuses it).
  offsite: [
    async ({ context }, use) => {
      const offsite: string[] = [];
      guardOffsite(context, offsite);
      await use(offsite);
      expect(offsite, "requests that left localhost").toEqual([]);
    },
    { auto: true },
  ],
  // Every test: a screenshot the compositor fails to capture is taken once more.
  steadyShots: [
    async ({ context }, use) => {
      steadyScreenshots(context);
      await use();
    },
    { auto: true },
  ],
  // Every test: no page may report a Content-Security-Policy violation.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  // Every test: no page may throw an uncaught exception (a page error).
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      watchPageErrors(context, errors);
      await use(errors);
      expect(errors, "uncaught exceptions in the pages").toEqual([]);
    },
    { auto: true },
  ],
  // A second signed-in browser (another user at the same time), under the same offsite guard,
  // steady screenshots, CSP watch and page-error watch.
  pageAs: async ({ browser, offsite, cspViolations, pageErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user) => {
      const context = await browser.newContext();
      contexts.push(context);
      guardOffsite(context, offsite);
      steadyScreenshots(context);
      await watchCsp(context, cspViolations);
      watchPageErrors(context, pageErrors);
      const page = await context.newPage();
      await loginAs(page, user);
      return page;
    });
    for (const c of contexts) await c.close();
  },
  // A script's API client: every request carries `Authorization: Bearer <token>`, never a cookie.
  asToken: async ({ playwright }, use) => {
    const clients: APIRequestContext[] = [];
    await use(async (token) => {
      const client = await playwright.request.newContext({
        baseURL: E2E_BASE_URL,
        extraHTTPHeaders: { authorization: `Bearer ${token}` },
      });
      clients.push(client);
      return client;
    });
    for (const c of clients) await c.dispose();
  },
});

export { expect };
