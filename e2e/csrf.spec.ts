import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { prisma } from "@/lib/db/client";
import { listUsers } from "@/lib/users/list-users";
import { tokenOf } from "./api-tokens";
import { E2E_BASE_URL } from "./e2e-env";
import { PASSWORD, expect, loginAs, test } from "./fixtures";

/**
 * An attacker's page on another port of the same host: same-site for the browser, so the
 * SameSite=Lax session cookie goes along with its requests. Each step auto-runs on load.
 */
function attackerPage(step: string, target: string, email: string): string {
  const json = JSON.stringify({
    email,
    name: "Mallory",
    password: "mallory-horse-battery",
    isAdmin: true,
  });
  // text/plain form: name + "=" + value is sent raw, so the body reads as this JSON object.
  const [head, tail] = [json.slice(0, -1) + ',"pad":"', '"}'];
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const forms: Record<string, string> = {
    "text-plain": `<form method="POST" action="${target}/api/admin/users" enctype="text/plain"><input name="${esc(head)}" value="${esc(tail)}"></form>`,
    urlencoded: `<form method="POST" action="${target}/api/admin/users"><input name="email" value="${esc(email)}"><input name="name" value="Mallory"><input name="password" value="mallory-horse-battery"><input name="isAdmin" value="true"></form>`,
    "sign-out": `<form method="POST" action="${target}/api/auth/sign-out" enctype="text/plain"><input name="{}" value=""></form>`,
  };
  const script = forms[step]
    ? "document.forms[0].submit();"
    : step === "fetch"
      ? `Promise.all([
          fetch(${JSON.stringify(target + "/api/admin/users")}, { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: ${JSON.stringify(json)} }),
          fetch(${JSON.stringify(target + "/api/auth/sign-out")}, { method: "POST", mode: "no-cors", credentials: "include", body: "{}" }),
        ]).finally(() => { document.title = "sent"; });`
      : step === "sign-in"
        ? `fetch(${JSON.stringify(target + "/api/auth/sign-in/email")}, { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: JSON.stringify({ email: document.body.dataset.email, password: document.body.dataset.password }) }).finally(() => { document.title = "sent"; });`
        : "";
  return `<!doctype html><html><head><title>attacker</title></head><body data-email="${esc(email)}" data-password="${esc(PASSWORD)}">${forms[step] ?? ""}<script>${script}</script></body></html>`;
}

async function startAttacker(email: string) {
  const server = http.createServer((req, res) => {
    const step = new URL(req.url ?? "/", "http://x").searchParams.get("step") ?? "";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(attackerPage(step, E2E_BASE_URL, email));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Opens one attack step and waits for the app's answers to the requests it makes. */
async function attack(page: Page, origin: string, step: string, paths: string[]) {
  const answers = paths.map((p) =>
    page.waitForResponse((r) => r.url() === E2E_BASE_URL + p && r.request().method() === "POST"),
  );
  await page.goto(`${origin}/?step=${step}`, { waitUntil: "commit" });
  const done = await Promise.all(answers);
  // A submitted form navigates the page to the app's answer: let that navigation finish, so the
  // next page.goto is not interrupted by it.
  if (step !== "fetch" && step !== "sign-in") await page.waitForURL(E2E_BASE_URL + paths[0]!);
  return done;
}

const userExists = async (email: string) => (await listUsers()).some((u) => u.email === email);

test("a page on another port cannot make a signed-in site admin create a site admin, sign out or sign in", async ({
  page,
  world,
  context,
}) => {
  const email = `mallory-${Date.now()}@e2e.test`;
  const attacker = await startAttacker(email);
  try {
    await loginAs(page, world.users.siteAdmin);
    expect((await page.request.get("/api/me")).status()).toBe(200);

    // Form posts (text/plain JSON and urlencoded) and a no-cors fetch carrying the cookie: all refused by origin.
    for (const step of ["text-plain", "urlencoded"]) {
      const [res] = await attack(page, attacker.origin, step, ["/api/admin/users"]);
      expect(res!.status(), step).toBe(403);
      expect((await res!.request().allHeaders())["origin"], step).toBe(attacker.origin);
      expect(await res!.json()).toMatchObject({ error: { code: "CROSS_ORIGIN" } });
    }
    const [created, signedOut] = await attack(page, attacker.origin, "fetch", [
      "/api/admin/users",
      "/api/auth/sign-out",
    ]);
    expect(created!.status()).toBe(403);
    expect(signedOut!.status()).toBe(403);
    const [formSignOut] = await attack(page, attacker.origin, "sign-out", ["/api/auth/sign-out"]);
    expect(formSignOut!.status()).toBe(403);

    // Nothing was created, and the session survived the sign-out attempts.
    expect(await userExists(email)).toBe(false);
    expect((await page.request.get("/api/me")).status()).toBe(200);

    // The same request from the app's own page works; JSON sent as text/plain does not, even from there.
    await page.goto("/admin");
    const fromApp = (type: string) =>
      page.evaluate(
        async ([body, type]) => {
          const res = await fetch("/api/admin/users", {
            method: "POST",
            headers: { "content-type": type! },
            body,
          });
          return { status: res.status, body: await res.json() };
        },
        [
          JSON.stringify({
            email,
            name: "Mallory",
            password: "mallory-horse-battery",
            isAdmin: true,
          }),
          type,
        ] as const,
      );
    expect(await fromApp("text/plain")).toMatchObject({
      status: 415,
      body: { error: { code: "UNSUPPORTED_MEDIA_TYPE" } },
    });
    expect(await userExists(email)).toBe(false);
    expect(await fromApp("application/json")).toMatchObject({
      status: 200,
      body: { user: { email, isAdmin: true } },
    });
    expect(await userExists(email)).toBe(true);

    // Login CSRF: the attacker's page cannot sign a browser in (to an account the attacker knows).
    await context.clearCookies();
    const [signIn] = await attack(page, attacker.origin, "sign-in", ["/api/auth/sign-in/email"]);
    expect(signIn!.status()).toBe(403);
    expect((await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);
  } finally {
    await attacker.close();
  }
});

test("every page carries the Content-Security-Policy, and it blocks an injected inline script", async ({
  page,
  world,
  cspViolations,
}) => {
  await loginAs(page, world.users.lead);
  const res = await page.goto(`/projects/${world.slug}`);
  const csp = res!.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res!.headers()["x-content-type-options"]).toBe("nosniff");
  // Each response has its own nonce, and Next's own scripts carry it.
  const again = (await page.request.get(`/projects/${world.slug}`)).headers()[
    "content-security-policy"
  ];
  expect(again).not.toBe(csp);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => [...document.scripts].filter((s) => !s.src && !s.nonce).length),
  ).toBe(0);
  expect(nonce.length).toBeGreaterThan(10);
  // The page works (hydrated), and markup a bug might let through cannot run script: an inline handler is refused.
  await expect(page.getByRole("link", { name: "Agreement", exact: true })).toBeVisible();
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.innerHTML = '<button onclick="window.__injected = true" id="csp-probe">x</button>';
    document.body.appendChild(probe);
  });
  await page.locator("#csp-probe").click();
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true),
  ).toBe(false);
  // The one refused handler is reported twice: by the browser's console and by the page's
  // securitypolicyviolation event (fixtures.ts). Both arrive on their own schedule, so wait for
  // both before clearing them; the fixture asserts there are no others.
  await expect
    .poll(() => [
      cspViolations.some((v) => /inline event handler/.test(v)),
      cspViolations.some((v) => /CSP violation: script-src-attr/.test(v)),
    ])
    .toEqual([true, true]);
  expect(cspViolations).toHaveLength(2);
  cspViolations.splice(0);
  expect((await page.request.get("/api/me")).headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
});

test("a Bearer token request skips the origin check (no page can send that header), never the role checks", async ({
  page,
  world,
  asToken,
}) => {
  const evil = { origin: "http://evil.example" };
  const nameOf = async () =>
    (await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } })).name;
  const before = await nameOf();
  // The lead's browser session from another origin: refused by origin, nothing changes.
  await loginAs(page, world.users.lead);
  const fromCookie = await page.request.patch("/api/me", {
    data: { name: "renamed by a cookie" },
    headers: evil,
  });
  expect(fromCookie.status()).toBe(403);
  expect(await fromCookie.json()).toMatchObject({ error: { code: "CROSS_ORIGIN" } });
  expect(await nameOf()).toBe(before);
  // The same from a script with the lead's read-write token: through, whatever Origin it names.
  const rw = await asToken(await tokenOf(world.users.lead));
  const fromToken = await rw.patch("/api/me", {
    data: { name: "renamed by a token" },
    headers: evil,
  });
  expect(fromToken.status(), await fromToken.text()).toBe(200);
  expect(await nameOf()).toBe("renamed by a token");
  // Role checks still apply (a lead is not a site admin), and a read token only reads.
  const notAdmin = await rw.post("/api/admin/invites", {
    data: { email: `csrf-token-${world.slug}@e2e.test` },
    headers: evil,
  });
  expect(notAdmin.status()).toBe(403);
  expect(await notAdmin.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  const read = await asToken(await tokenOf(world.users.lead, { scope: "read" }));
  const readWrite = await read.patch("/api/me", { data: { name: "renamed" }, headers: evil });
  expect(readWrite.status()).toBe(403);
  expect(await readWrite.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
  expect(await nameOf()).toBe("renamed by a token");
});
