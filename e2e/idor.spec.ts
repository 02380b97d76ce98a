import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { prisma } from "@/lib/db/client";
import {
  campaignIds,
  dbSnapshot,
  draftedRubric,
  importOwnBug,
  studyId,
  waitForBackgroundWork,
} from "./authz-world";
import {
  allows,
  call,
  idKeys,
  sessionRequester,
  tokenRequester,
  type TPrincipal,
} from "./authz-call";
import { EXPECTED, PUBLIC, type TCtx, type TIdKey } from "./authz-routes";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { tokenOf } from "./api-tokens";
import { discoverRoutes } from "./routes";
import { PASSWORD, expect, makeWorld, test, type TWorld } from "./fixtures";

const LEAD: TPrincipal = {
  name: "lead",
  signedIn: true,
  roles: ["lead"],
  isAdmin: false,
  inCampaign: null,
};

/** The real ids of everything in `world` an API route can name, all of them its own. */
async function worldCtx(world: TWorld, tag: string): Promise<TCtx> {
  const ids = await campaignIds(world);
  const own = await importOwnBug(world, `${tag}-${world.slug}`);
  const { batchId, versionId } = await draftedRubric(world, own.bugId);
  const run = await prisma.judgeRun.findUniqueOrThrow({
    where: { id: ids.runId },
    select: { configId: true },
  });
  const user = await prisma.user.findUniqueOrThrow({
    where: { email: world.users.engineer.email },
    select: { id: true },
  });
  return {
    slug: world.slug,
    bugId: own.bugId,
    patchId: own.patchId,
    batchId,
    versionId,
    userId: user.id,
    campaignId: ids.campaignId,
    assignmentId: ids.assignmentId,
    campaignPatchId: ids.patchId,
    runId: ids.runId,
    configId: run.configId,
    studyId: await studyId(world, own.bugId),
  };
}

type TRequester = Parameters<typeof call>[0];
/** One project's side of the swaps: its ids, the other project's, and who calls from it. */
type TSide = {
  own: TCtx;
  other: TCtx;
  /** Who tries a route: its campaign rater for the rating routes, its admin (and lead) for the rest. */
  callers: (route: string) => [string, TRequester][];
};

/** Two worlds with ids of their own in every table an API route can name. */
async function twoWorlds(world: TWorld) {
  const worldB = await makeWorld("idor-b");
  const A = await worldCtx(world, "a");
  const B = await worldCtx(worldB, "b");
  await waitForBackgroundWork();
  // The ids really differ between the two projects (the demo data's external ids are shared, so each has a bug of its own).
  for (const k of Object.keys(A) as (keyof TCtx)[]) expect(A[k], k).not.toBe(B[k]);
  return { worldB, A, B };
}

const ratesOnly = (route: string) => {
  const { rule } = EXPECTED[route]!;
  return (
    ("campaign" in rule && rule.campaign === "rate") || ("study" in rule && rule.study === "rate")
  );
};
const leadMay = (route: string) => allows(EXPECTED[route]!.rule, LEAD);

/**
 * Every route with ids, from each side: a GET with the side's own ids answers (the control), and
 * the other project's ids (one at a time, all of them, or the other slug) get 403/404, or a
 * 4xx for an id named in the body, with the database unchanged. Returns the number of swaps.
 */
async function swapEverything(options: {
  worlds: [TWorld, TWorld];
  sides: TSide[];
}): Promise<number> {
  const { worlds, sides } = options;
  // Site-admin routes (a user's roles) are out of a project admin's reach whatever the id: not a swap.
  const routes = Object.keys(EXPECTED).filter(
    (r) => idKeys(r).length > 0 && !("siteAdmin" in EXPECTED[r]!.rule),
  );
  expect(
    discoverRoutes().filter(
      (r) => !PUBLIC.has(r) && idKeys(r).length > 0 && !r.includes("/admin/"),
    ),
  ).toEqual([...routes].sort());

  // Adjudication opens with the reveal phase: those routes go last, after both campaigns reveal.
  routes.sort((a, b) => Number(a.includes("/adjudication")) - Number(b.includes("/adjudication")));
  let swaps = 0;
  let revealed = false;
  for (const route of routes) {
    if (route.includes("/adjudication") && !revealed) {
      for (const [w, c] of worlds.map((w, i) => [w, sides[i]!.own] as const)) {
        const lead = await prisma.user.findUniqueOrThrow({
          where: { email: w.users.lead.email },
          select: { id: true },
        });
        await changeCampaignPhase({
          campaignId: c.campaignId,
          actorId: lead.id,
          input: { phase: "reveal" },
        });
      }
      revealed = true;
    }
    const keys = idKeys(route);
    const fromBody = new Set<TIdKey>(EXPECTED[route]!.bodyIds ?? []);
    for (const side of sides) {
      for (const [who, requester] of side.callers(route)) {
        if (route.startsWith("GET ")) {
          // Control: with its own ids the same caller gets through, so a 404 below comes from the swap.
          const res = await call(requester, route, side.own);
          expect(res.status, `control ${route} as ${who} of ${side.own.slug}: ${res.text}`).toBe(
            EXPECTED[route]!.controlStatus ?? 200,
          );
        }
        const variants: { label: string; ctx: TCtx; bodyOnly: boolean }[] = [
          ...keys.map((k) => ({
            label: `own slug, other project's ${k}`,
            ctx: { ...side.own, [k]: side.other[k] },
            bodyOnly: fromBody.has(k),
          })),
          ...(keys.length > 1
            ? [
                {
                  label: `own slug, every id from the other project`,
                  ctx: { ...side.other, slug: side.own.slug },
                  bodyOnly: false,
                },
              ]
            : []),
          {
            label: "other project's slug, own ids",
            ctx: { ...side.own, slug: side.other.slug },
            bodyOnly: false,
          },
        ];
        // Each swap must change nothing: the snapshot after one is the one before the next.
        const before = await dbSnapshot();
        for (const v of variants) {
          const res = await call(requester, route, v.ctx);
          swaps += 1;
          const what = `${route} as ${who} of ${side.own.slug} (${v.label}): ${res.status} ${res.text}`;
          // An id named in the path must be unknown here (404) or not the caller's (403); one named in
          // the body may also be refused as invalid input (400/409/422). Never a success.
          if (v.bodyOnly) expect(res.status >= 400 && res.status < 500, what).toBe(true);
          else expect([403, 404], what).toContain(res.status);
          expect(await dbSnapshot(), `database after ${what}`).toEqual(before);
        }
      }
    }
  }
  console.log(`IDOR: ${routes.length} routes with ids, ${swaps} cross-project id swaps`);
  expect(swaps).toBeGreaterThan(routes.length * 2);
  return swaps;
}

test("cross-project id swaps: a project's lead or admin naming another project's ids gets 403/404 and changes nothing", async ({
  world,
}) => {
  test.setTimeout(180_000);
  const { worldB, A, B } = await twoWorlds(world);
  const sides: TSide[] = [];
  for (const [w, own, other] of [
    [world, A, B],
    [worldB, B, A],
  ] as const) {
    const admin = await sessionRequester(w.users.admin);
    const lead = await sessionRequester(w.users.lead);
    const rater = await sessionRequester(w.users.rater);
    sides.push({
      own,
      other,
      // The rater labels in their own campaign; everything else is tried by the project admin (who holds
      // every capability) and, where the rule lets a lead through, by the lead too.
      callers: (route) =>
        ratesOnly(route)
          ? [["rater", rater]]
          : [["admin", admin], ...(leadMay(route) ? [["lead", lead] as [string, TRequester]] : [])],
    });
  }
  await swapEverything({ worlds: [world, worldB], sides });
});

test("cross-project id swaps with API tokens: read-write tokens of the lead, admin and rater, and a token scoped to one project of an admin of both, get 403/404 and change nothing", async ({
  world,
}) => {
  test.setTimeout(300_000);
  const { worldB, A, B } = await twoWorlds(world);
  // An admin of both projects: their token scoped to one project must not reach the other's ids.
  const both = { email: `both-${world.slug}@e2e.test`, name: `both ${world.slug}` };
  await createUser({
    input: {
      ...both,
      password: PASSWORD,
      isAdmin: false,
      projectRoles: [world, worldB].map((w) => ({ projectSlug: w.slug, role: "admin" as const })),
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  const sides: TSide[] = [];
  for (const [w, own, other] of [
    [world, A, B],
    [worldB, B, A],
  ] as const) {
    const admin = tokenRequester(await tokenOf(w.users.admin));
    const lead = tokenRequester(await tokenOf(w.users.lead));
    const rater = tokenRequester(await tokenOf(w.users.rater));
    const raterScoped = tokenRequester(await tokenOf(w.users.rater, { projectSlug: w.slug }));
    const bothScoped = tokenRequester(await tokenOf(both, { projectSlug: w.slug }));
    sides.push({
      own,
      other,
      callers: (route) =>
        ratesOnly(route)
          ? [
              ["rater's token", rater],
              ["rater's token scoped to the project", raterScoped],
            ]
          : [
              ["admin's token", admin],
              ...(leadMay(route) ? [["lead's token", lead] as [string, TRequester]] : []),
              ["token of an admin of both projects, scoped to this one", bothScoped],
            ],
    });
  }
  await swapEverything({ worlds: [world, worldB], sides });
});
