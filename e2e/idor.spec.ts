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
  EXPECTED,
  PUBLIC,
  allows,
  call,
  idKeys,
  type TCtx,
  type TIdKey,
  type TPrincipal,
} from "./authz-routes";
import { discoverRoutes } from "./routes";
import { expect, makeWorld, test, type TWorld } from "./fixtures";

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

test("cross-project id swaps: a project's lead or admin naming another project's ids gets 403/404 and changes nothing", async ({
  world,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const worldB = await makeWorld("idor-b");
  const A = await worldCtx(world, "a");
  const B = await worldCtx(worldB, "b");
  await waitForBackgroundWork();
  // The ids really differ between the two projects (the demo data's external ids are shared, so each has a bug of its own).
  for (const k of Object.keys(A) as (keyof TCtx)[]) expect(A[k], k).not.toBe(B[k]);

  const sides = [
    {
      own: A,
      other: B,
      admin: (await pageAs(world.users.admin)).request,
      lead: (await pageAs(world.users.lead)).request,
      rater: (await pageAs(world.users.rater)).request,
    },
    {
      own: B,
      other: A,
      admin: (await pageAs(worldB.users.admin)).request,
      lead: (await pageAs(worldB.users.lead)).request,
      rater: (await pageAs(worldB.users.rater)).request,
    },
  ];
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
      for (const [w, c] of [
        [world, A],
        [worldB, B],
      ] as const) {
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
    const { rule } = EXPECTED[route]!;
    const fromBody = new Set<TIdKey>(EXPECTED[route]!.bodyIds ?? []);
    for (const side of sides) {
      // The rater labels in their own campaign; everything else is tried by the project admin (who holds
      // every capability) and, where the rule lets a lead through, by the lead too.
      const callers: [string, typeof side.admin][] =
        ("campaign" in rule && rule.campaign === "rate") ||
        ("study" in rule && rule.study === "rate")
          ? [["rater", side.rater]]
          : [
              ["admin", side.admin],
              ...(allows(rule, LEAD) ? [["lead", side.lead] as [string, typeof side.lead]] : []),
            ];
      for (const [who, requester] of callers) {
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
        for (const v of variants) {
          const before = await dbSnapshot();
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
});
