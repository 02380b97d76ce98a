import { createProject } from "@/lib/projects/create-project";
import { deactivatedUsersToken, tokenOf } from "./api-tokens";
import {
  partScoped,
  runMatrix,
  setUpMatrixWorld,
  type TMatrixCaller,
  type TOutcome,
} from "./authz-matrix-run";
import { allows, sessionRequester, tokenRequester, type TRequester } from "./authz-call";
import { EXPECTED } from "./authz-routes";
import { E2E_TOKEN_RATE_LIMIT } from "./e2e-env";
import { expect, test } from "./fixtures";

/**
 * The route × principal matrix of authz-matrix.spec.ts with API tokens (`Authorization: Bearer`,
 * no cookie) as principals: a read-write token answers exactly as its user's session (but on the
 * session-only routes, 403 for any token), a read token only reads what its user may read, a
 * token scoped to another project finds nothing of this one, and a revoked or expired token, or
 * one of a deactivated user, is a 401 everywhere.
 */

const sessionOnly = (route: string) => EXPECTED[route]!.sessionOnly === true;
/** What a read token may call: GETs and the compute-only POSTs. */
const reads = (route: string) => route.startsWith("GET ") || EXPECTED[route]!.computeOnly === true;
const slugs = (body: { projects: { slug: string }[] }) => body.projects.map((p) => p.slug);

test("every API route with read-write and read tokens of a user without a role, a rater, an engineer, a lead and a site admin (and on campaign routes an outside rater and an adjudicator): as their session, and a read token only reads", async ({
  world,
}) => {
  test.setTimeout(480_000);
  const { ctx, everywhere, campaignOnly } = await setUpMatrixWorld(world);
  const picked = [
    "signed in, no role in the project",
    "rater (of the campaign)",
    "engineer",
    "lead",
    "site admin",
    ...campaignOnly.map(([p]) => p.name),
  ];
  const tokens: { callers: TMatrixCaller[]; campaignOnly: boolean }[] = [];
  for (const [p, user] of [...everywhere, ...campaignOnly].filter(([p]) =>
    picked.includes(p.name),
  )) {
    const session = await sessionRequester(user!);
    const allowed = (route: string) => allows(EXPECTED[route]!.rule, p) && !sessionOnly(route);
    tokens.push({
      campaignOnly: campaignOnly.some(([q]) => q.name === p.name),
      callers: [
        {
          name: `${p.name}'s read-write token`,
          requester: tokenRequester(await tokenOf(user!)),
          outcome: (route) => (allowed(route) ? "allowed" : 403),
          sameAs: session,
        },
        {
          name: `${p.name}'s read token`,
          requester: tokenRequester(await tokenOf(user!, { scope: "read" })),
          outcome: (route) => (allowed(route) && reads(route) ? "allowed" : 403),
          readOnly: true,
        },
      ],
    });
  }
  expect(tokens.length).toBe(picked.length);
  const started = Date.now();
  const checks = await runMatrix({
    ctx,
    callers: (route) =>
      tokens.filter((t) => partScoped(route) || !t.campaignOnly).flatMap((t) => t.callers),
  });
  const denied = checks.filter((c) => c.outcome !== "allowed").length;
  const compared = checks.filter(
    (c) => c.outcome === "allowed" && c.caller.endsWith("read-write token"),
  ).length;
  console.log(
    `authz matrix, read-write and read tokens: ${Object.keys(EXPECTED).length} routes, ${checks.length} route × token checks (${denied} denied, ${checks.length - denied} allowed; ${compared} also made with the user's session) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const everywhereTokens = tokens.filter((t) => !t.campaignOnly).length;
  expect(checks.length).toBe(
    2 * Object.keys(EXPECTED).length * everywhereTokens +
      2 * Object.keys(EXPECTED).filter(partScoped).length * (tokens.length - everywhereTokens),
  );
  // Every write of every read token was refused; the session-only routes refused every token.
  for (const c of checks)
    if (!reads(c.route) && c.caller.endsWith("read token")) expect(c.status).toBe(403);
  // Some read token got through to a compute-only POST (the rule is exercised, not only allowed).
  expect(
    checks.some(
      (c) =>
        !c.route.startsWith("GET ") &&
        c.caller.endsWith("read token") &&
        c.outcome === "allowed" &&
        c.status !== 403,
    ),
  ).toBe(true);
  for (const c of checks.filter((c) => sessionOnly(c.route))) expect(c.status, c.caller).toBe(403);
});

test("every API route with a site admin's token scoped to another project (404 in this one), a revoked or expired token, and a deactivated user's token (401)", async ({
  world,
  asToken,
}) => {
  test.setTimeout(300_000);
  const { ctx, everywhere } = await setUpMatrixWorld(world);
  const elsewhere = await createProject({
    input: { slug: `${world.slug}-else`, name: "Elsewhere", description: "" },
    actorId: null,
  });
  const admin = everywhere.find(([p]) => p.name === "site admin")![1]!;
  const scopedToken = await tokenOf(admin, { projectSlug: elsewhere.slug });
  const inProject = (route: string) => route.includes(" /api/projects/[slug]");
  const dead = (name: string, requester: TRequester): TMatrixCaller => ({
    name,
    requester,
    outcome: () => 401,
  });
  const callers: TMatrixCaller[] = [
    {
      name: "site admin's token scoped to another project",
      requester: tokenRequester(scopedToken),
      outcome: (route): TOutcome =>
        inProject(route)
          ? 404
          : ["GET /api/me", "GET /api/projects", "GET /api/openapi.json"].includes(route)
            ? "allowed"
            : 403,
      readOnly: true,
    },
    dead("site admin's revoked token", tokenRequester(await tokenOf(admin, { state: "revoked" }))),
    dead("site admin's expired token", tokenRequester(await tokenOf(admin, { state: "expired" }))),
    dead("a deactivated lead's token", tokenRequester(await deactivatedUsersToken(world))),
  ];
  const started = Date.now();
  const checks = await runMatrix({ ctx, callers: () => callers });
  console.log(
    `authz matrix, scoped, revoked, expired and deactivated users' tokens: ${checks.length} route × token checks in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  expect(checks.length).toBe(Object.keys(EXPECTED).length * callers.length);
  // What the scoped token lists is its own project only: the site admin's other projects stay unseen.
  const scoped = await asToken(scopedToken);
  expect(slugs(await (await scoped.get("/api/projects")).json())).toEqual([elsewhere.slug]);
  expect(slugs(await (await scoped.get("/api/me")).json())).toEqual([elsewhere.slug]);
});

test("a token over its rate limit gets 429 with Retry-After; another token of the same user goes on", async ({
  world,
  asToken,
}) => {
  test.setTimeout(120_000);
  const busy = await asToken(await tokenOf(world.users.rater, { scope: "read" }));
  const calm = await asToken(await tokenOf(world.users.rater, { scope: "read" }));
  const statuses: number[] = [];
  const started = Date.now();
  // In rounds of 25 at once until one is refused (bounded): the limit counts per minute and token.
  while (!statuses.includes(429) && statuses.length < 3 * E2E_TOKEN_RATE_LIMIT) {
    const round = await Promise.all(
      Array.from({ length: 25 }, () => busy.get("/api/me").then((r) => r.status())),
    );
    statuses.push(...round);
  }
  const ok = statuses.filter((s) => s === 200).length;
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  // Every request within the limit went through (exactly the limit, unless a minute passed).
  if (Date.now() - started < 60_000) expect(ok).toBe(E2E_TOKEN_RATE_LIMIT);
  else expect(ok).toBeGreaterThanOrEqual(E2E_TOKEN_RATE_LIMIT);
  const refused = await busy.get("/api/me");
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await refused.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
  const other = await calm.get("/api/me");
  expect(other.status()).toBe(200);
  expect((await other.json()).user.email).toBe(world.users.rater.email);
});
