import { readFileSync } from "node:fs";
import { CAPABILITY_ROLES, PROJECT_ROLES } from "@/lib/auth/roles";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/lib/users/create-user";
import {
  campaignIds,
  dbSnapshot,
  draftedRubric,
  studyId,
  waitForBackgroundWork,
} from "./authz-world";
import { EXPECTED, allows, call, type TCtx, type TPrincipal } from "./authz-routes";
import { PASSWORD, expect, test, type TWorldUser } from "./fixtures";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

test("the Roles table (docs/roles.md) is the capability table the server enforces", () => {
  const table = readFileSync("docs/roles.md", "utf8");
  const rows = table
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| Capability"))
    .map((l) =>
      l
        .split("|")
        .slice(2, 6)
        .map((c) => c.trim()),
    );
  const fromCode = Object.values(CAPABILITY_ROLES).map((roles) =>
    PROJECT_ROLES.map((r) => ((roles as readonly string[]).includes(r) ? "✓" : "")),
  );
  // Every capability row, in order; the last row (campaign raters) is the campaign "rate" rule.
  expect(rows.slice(0, -1)).toEqual(fromCode);
  expect(rows.at(-1)).toEqual(["", "", "", "✓ (campaign raters)"]);
});

test("every API route × every principal: the forbidden get 401/403 and change nothing, the allowed get through", async ({
  world,
  request,
  pageAs,
}) => {
  test.setTimeout(360_000); // ~540 calls; npm test runs e2e beside the Vitest lane
  const mkUser = async (
    tag: string,
    roles: { projectSlug: string; role: "rater" }[],
  ): Promise<TWorldUser & { id: string }> => {
    const email = `${tag}-${world.slug}@e2e.test`;
    const u = await createUser({
      input: {
        email,
        name: `${tag} ${world.slug}`,
        password: PASSWORD,
        isAdmin: false,
        projectRoles: roles,
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    return { email, name: u.name, id: u.id };
  };
  const outsider = await mkUser("outsider", []);
  const otherRater = await mkUser("rater-elsewhere", [{ projectSlug: world.slug, role: "rater" }]);
  const ids = await campaignIds(world, { adjudicators: [world.users.engineer2] });
  const { batchId, versionId } = await draftedRubric(world, "tinyjson-17");
  await waitForBackgroundWork();
  const run = await prisma.judgeRun.findUniqueOrThrow({
    where: { id: ids.runId },
    select: { configId: true },
  });
  const ctx: TCtx = {
    slug: world.slug,
    bugId: "tinyjson-17",
    patchId: ids.patchId,
    batchId,
    versionId,
    userId: outsider.id,
    campaignId: ids.campaignId,
    assignmentId: ids.assignmentId,
    campaignPatchId: ids.patchId,
    runId: ids.runId,
    configId: run.configId,
    studyId: await studyId(world, "tinyjson-17"),
  };

  const principal = (name: string, p: Partial<TPrincipal>): TPrincipal => ({
    name,
    signedIn: true,
    roles: [],
    isAdmin: false,
    inCampaign: null,
    ...p,
  });
  const everywhere: [TPrincipal, TWorldUser | null][] = [
    [principal("anonymous", { signedIn: false }), null],
    [principal("signed in, no role in the project", {}), outsider],
    [
      principal("rater (of the campaign)", { roles: ["rater"], inCampaign: "rater" }),
      world.users.rater,
    ],
    [principal("engineer", { roles: ["engineer"] }), world.users.engineer],
    [principal("lead", { roles: ["lead"] }), world.users.lead],
    [principal("project admin", { roles: ["admin"] }), world.users.admin],
    [principal("site admin", { isAdmin: true }), world.users.siteAdmin],
  ];
  const campaignOnly: [TPrincipal, TWorldUser | null][] = [
    [principal("rater outside the campaign", { roles: ["rater"] }), otherRater],
    [
      principal("named adjudicator (engineer)", { roles: ["engineer"], inCampaign: "adjudicator" }),
      world.users.engineer2,
    ],
  ];
  // Campaign and study routes also face a project rater outside them and a named adjudicator.
  const partScoped = (route: string) =>
    route.includes("[campaignId]") || route.includes("[studyId]");
  const requesters = new Map<string, Parameters<typeof call>[0]>();
  for (const [p, user] of [...everywhere, ...campaignOnly])
    requesters.set(p.name, user ? (await pageAs(user)).request : request);

  const checks: { route: string; principal: string; allowed: boolean; status: number }[] = [];
  for (const route of Object.keys(EXPECTED)) {
    const { rule } = EXPECTED[route]!;
    const principals = partScoped(route) ? [...everywhere, ...campaignOnly] : everywhere;
    const forbidden = principals.filter(([p]) => !allows(rule, p));
    const before = await dbSnapshot();
    for (const [p] of forbidden) {
      const res = await call(requesters.get(p.name)!, route, ctx);
      checks.push({ route, principal: p.name, allowed: false, status: res.status });
      expect(res.status, `${route} as ${p.name}: ${res.text}`).toBe(p.signedIn ? 403 : 401);
      expect(JSON.parse(res.text), `${route} as ${p.name}`).toMatchObject({
        error: { code: p.signedIn ? "FORBIDDEN" : "UNAUTHENTICATED" },
      });
    }
    expect(
      await dbSnapshot(),
      `${route}: the database after ${forbidden.length} forbidden calls`,
    ).toEqual(before);
    for (const [p] of principals.filter(([q]) => allows(rule, q))) {
      // A body that fails validation (or a GET): the rule let them through if the answer is neither 401 nor 403.
      const res = await call(requesters.get(p.name)!, route, ctx, false);
      checks.push({ route, principal: p.name, allowed: true, status: res.status });
      expect(res.status, `${route} as ${p.name}: ${res.text}`).not.toBe(401);
      expect(res.status, `${route} as ${p.name}: ${res.text}`).not.toBe(403);
      expect(res.status, `${route} as ${p.name}: ${res.text}`).toBeLessThan(500);
    }
  }
  const denied = checks.filter((c) => !c.allowed).length;
  console.log(
    `authz matrix: ${Object.keys(EXPECTED).length} routes, ${checks.length} route × principal checks (${denied} denied, ${checks.length - denied} allowed)`,
  );
  expect(checks.length).toBe(
    Object.keys(EXPECTED).length * everywhere.length +
      Object.keys(EXPECTED).filter(partScoped).length * campaignOnly.length,
  );
});
