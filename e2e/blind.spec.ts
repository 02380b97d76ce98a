import { randomUUID } from "node:crypto";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { createUser } from "@/lib/users/create-user";
import { expect, loginAs, PASSWORD, test, type TWorld } from "./fixtures";
import { discoverPages, discoverRoutes } from "./routes";
import { expandRouteUrls } from "./blind-urls";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

/**
 * Blindness is enforced by the server: before the reveal, a rater (even one
 * who is also lead and engineer) reads no other rater's justification and no
 * judge output through any API route or page. After the reveal the same probe
 * finds the other raters' words, which shows the probe can see a leak.
 */
const SECRET = `SECRET-${randomUUID().slice(0, 8)}`;
const JUDGE_SECRET = `JUDGE-${randomUUID().slice(0, 8)}`;

async function setUp(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const spyEmail = `spy-${world.slug}@e2e.test`;
  const spy = await createUser({
    input: {
      email: spyEmail,
      name: "Spy",
      password: PASSWORD,
      isAdmin: false,
      projectRoles: (["rater", "engineer", "lead"] as const).map((role) => ({
        projectSlug: world.slug,
        role,
      })),
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  const others = await prisma.user.findMany({
    where: { email: { in: [world.users.rater2.email, world.users.rater3.email] } },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const c = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "blind",
      selection: { kind: "all" },
      ratersPerPatch: 3,
      raterIds: [spy.id, ...others.map((o) => o.id)],
    }),
  });
  for (const rater of [spy, ...others]) {
    const { campaign } = await getCampaignAccess({
      user: rater,
      slug: world.slug,
      campaignId: c.id,
      need: "rate",
    });
    for (const a of await prisma.assignment.findMany({
      where: { campaignId: c.id, raterId: rater.id },
    })) {
      const justification =
        rater.id === spy.id ? "my own reasoning" : `${SECRET} from ${rater.name}`;
      await submitRating({
        campaign,
        raterId: rater.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({
          label: rater.id === spy.id ? "VALID" : "INVALID",
          justification,
        }),
      });
    }
  }
  // A judge result on every campaign patch, as a finished run of the campaign.
  const config = await prisma.judgeConfig.create({
    data: {
      projectId: project.id,
      name: "j",
      version: 1,
      provider: "mock",
      model: "m",
      promptTemplate: "t",
      promptVersion: "1",
      reference: "golden",
    },
  });
  const run = await prisma.judgeRun.create({
    data: {
      projectId: project.id,
      configId: config.id,
      campaignId: c.id,
      status: "completed",
      total: 27,
    },
  });
  for (const p of await prisma.campaignPatch.findMany({ where: { campaignId: c.id } })) {
    const job = await prisma.judgeJob.create({
      data: { runId: run.id, patchId: p.patchId, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: {
        runId: run.id,
        jobId: job.id,
        patchId: p.patchId,
        sample: 0,
        label: "INVALID",
        thought: JUDGE_SECRET,
        justification: JUDGE_SECRET,
      },
    });
  }
  const assignments = (
    await prisma.assignment.findMany({
      where: { campaignId: c.id, raterId: spy.id },
      select: { id: true },
    })
  ).map((a) => a.id);
  const patches = await prisma.patch.findMany({
    where: { projectId: project.id },
    select: { id: true, externalId: true, bug: { select: { externalId: true } } },
  });
  return {
    spy: { email: spyEmail, name: "Spy" },
    campaignId: c.id,
    leadId: lead.id,
    runId: run.id,
    assignments,
    patches,
  };
}

function expand(route: string, world: TWorld, s: Awaited<ReturnType<typeof setUp>>): string[] {
  return expandRouteUrls({
    route,
    fills: {
      "[slug]": world.slug,
      "[campaignId]": s.campaignId,
      "[batchId]": "any",
      "[userId]": "any",
      "[runId]": s.runId,
    },
    fans: [
      ["[assignmentId]", s.assignments],
      ["[patchId]", [...s.patches.map((p) => p.id), ...s.patches.map((p) => p.externalId)]],
      ["[bugId]", [...new Set(s.patches.map((p) => p.bug.externalId))]],
    ],
  });
}

test("before the reveal no API route or page shows a rater another rater's label words or judge output", async ({
  page,
  world,
}) => {
  test.setTimeout(180_000);
  const s = await setUp(world);
  await loginAs(page, s.spy);
  const gets = discoverRoutes()
    .filter((r) => r.startsWith("GET ") && !r.includes("/api/auth/"))
    .map((r) => r.slice(4));
  const urls = [...gets, ...discoverPages()].flatMap((r) => expand(r, world, s));
  expect(urls.length).toBeGreaterThan(100);
  let ok = 0;
  for (const url of urls) {
    const res = await page.request.get(url, { maxRedirects: 0 });
    const body = await res.text();
    expect(res.status(), url).toBeLessThan(500);
    expect(body, url).not.toContain(SECRET);
    expect(body, url).not.toContain(JUDGE_SECRET);
    if (res.status() === 200) ok += 1;
  }
  expect(ok, "the probe reached real content").toBeGreaterThan(50);
  // The spy's own item: their own words, nobody else's.
  const mine = await (
    await page.request.get(
      `/api/projects/${world.slug}/campaigns/${s.campaignId}/items/${s.assignments[0]}`,
    )
  ).json();
  expect(mine).toMatchObject({ myRating: { justification: "my own reasoning" }, others: [] });
  // Aggregates leak labels too: (pass & judge-valid)@k over the run would reveal the judge's verdicts.
  const agreement = `/api/projects/${world.slug}/agreement?runs=${s.runId}&replicates=100`;
  expect(await (await page.request.get(agreement)).json()).toMatchObject({
    judge: [],
    passAtK: [],
  });

  // Control: once the lead opens the reveal, the same probe finds the other raters' words.
  await changeCampaignPhase({
    campaignId: s.campaignId,
    actorId: s.leadId,
    input: { phase: "reveal" },
  });
  const after = await page.request.get(
    `/api/projects/${world.slug}/campaigns/${s.campaignId}/items/${s.assignments[0]}`,
  );
  expect(await after.text()).toContain(SECRET);
  // … and the judge's output on the run's results.
  const results = await page.request.get(
    `/api/projects/${world.slug}/judge/runs/${s.runId}/results`,
  );
  expect(await results.text()).toContain(JUDGE_SECRET);
  const revealed = await (await page.request.get(agreement)).json();
  expect(revealed.passAtK[0].points[0].passValid).toBe(0);
});
