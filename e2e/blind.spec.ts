import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { AGREEMENT_TABLES } from "@/lib/agreement/schemas";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";
import { createUser } from "@/lib/users/create-user";
import { expect, loginAs, PASSWORD, test, type TWorld, type TWorldUser } from "./fixtures";
import { discoverPages, discoverRoutes } from "./routes";

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
  let urls = [
    route
      .replace("[slug]", world.slug)
      .replace("[campaignId]", s.campaignId)
      .replace("[batchId]", "any")
      .replace("[userId]", "any")
      .replace("[runId]", s.runId),
  ];
  const fan = (key: string, values: string[]) =>
    (urls = urls.flatMap((u) =>
      u.includes(key) ? values.map((v) => u.replace(key, encodeURIComponent(v))) : [u],
    ));
  fan("[assignmentId]", s.assignments);
  fan("[patchId]", [...s.patches.map((p) => p.id), ...s.patches.map((p) => p.externalId)]);
  fan("[bugId]", [...new Set(s.patches.map((p) => p.bug.externalId))]);
  return urls;
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

/**
 * Two campaigns share the tinyjson-17 patches: B is revealed, with other raters' labels,
 * justifications and an adjudicated consensus on them; A is still labelling them with the three
 * probes in its pool. Whatever a probe reads (every GET route and page with both campaigns' ids,
 * the adjudication routes, the agreement dashboard in the browser, every export table and format,
 * the judge results with their consensus column), the words on the shared patches never appear
 * and the figures leave those patches out. Once A is revealed the same probes find them.
 */
const HIDDEN = `HIDDEN-${randomUUID().slice(0, 8)}`;
const OPEN = `OPEN-${randomUUID().slice(0, 8)}`;
const SHARED_BUG = "tinyjson-17";

async function setUpTwoCampaigns(world: TWorld) {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const mk = async (
    tag: string,
    roles: ("rater" | "engineer")[],
  ): Promise<TWorldUser & { id: string }> => {
    const email = `${tag}-${world.slug}@e2e.test`;
    const u = await createUser({
      input: {
        email,
        name: tag,
        password: PASSWORD,
        isAdmin: false,
        projectRoles: roles.map((role) => ({ projectSlug: world.slug, role })),
      },
      actorId: null,
    });
    return { email, name: tag, id: u.id };
  };
  const probes = {
    rater: await mk("probe-rater", ["rater"]),
    adjudicator: await mk("probe-adjudicator", ["rater"]),
    engineer: await mk("probe-engineer", ["rater", "engineer"]),
  };
  const others = await prisma.user.findMany({
    where: { email: { in: [world.users.rater2.email, world.users.rater3.email] } },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const b = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "B",
      selection: { kind: "all" },
      ratersPerPatch: 3,
      raterIds: [probes.rater.id, ...others.map((o) => o.id)],
      adjudicatorIds: [probes.adjudicator.id],
    }),
  });
  const shared = (
    await prisma.patch.findMany({
      where: { projectId: project.id, bug: { externalId: SHARED_BUG } },
      select: { id: true },
    })
  ).map((p) => p.id);
  for (const [i, rater] of [probes.rater, ...others].entries()) {
    const { campaign } = await getCampaignAccess({
      user: { ...rater, isAdmin: false },
      slug: world.slug,
      campaignId: b.id,
      need: "rate",
    });
    for (const a of await prisma.assignment.findMany({
      where: { campaignId: b.id, raterId: rater.id },
    })) {
      const words =
        rater.id === probes.rater.id
          ? "the probe's own words"
          : `${shared.includes(a.patchId) ? HIDDEN : OPEN} from ${rater.name}`;
      await submitRating({
        campaign,
        raterId: rater.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({ label: i === 1 ? "INVALID" : "VALID", justification: words }),
      });
    }
  }
  await changeCampaignPhase({ campaignId: b.id, actorId: lead.id, input: { phase: "reveal" } });
  const { campaign: bAccess } = await getCampaignAccess({
    user: { ...lead, isAdmin: false },
    slug: world.slug,
    campaignId: b.id,
    need: "adjudicate",
  });
  await adjudicatePatch({
    campaign: bAccess,
    patchId: shared[0]!,
    actorId: lead.id,
    input: { label: "INVALID", themes: ["other"], notes: `${HIDDEN} consensus notes` },
  });
  // A judge run of campaign B: its results show B's consensus.
  const config = await prisma.judgeConfig.create({
    data: {
      projectId: project.id,
      name: "j2",
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
      campaignId: b.id,
      status: "completed",
      total: 27,
    },
  });
  for (const p of await prisma.campaignPatch.findMany({ where: { campaignId: b.id } })) {
    const job = await prisma.judgeJob.create({
      data: { runId: run.id, patchId: p.patchId, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: {
        runId: run.id,
        jobId: job.id,
        patchId: p.patchId,
        sample: 0,
        label: "VALID",
        thought: "t",
        justification: "j",
      },
    });
  }
  const a = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "A",
      selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
      ratersPerPatch: 3,
      raterIds: Object.values(probes).map((p) => p.id),
    }),
  });
  const patches = await prisma.patch.findMany({
    where: { projectId: project.id },
    select: { id: true, externalId: true, bug: { select: { externalId: true } } },
  });
  const assignments = (
    await prisma.assignment.findMany({
      where: { raterId: { in: Object.values(probes).map((p) => p.id) } },
      select: { id: true },
    })
  ).map((x) => x.id);
  return {
    probes,
    campaigns: { a: a.id, b: b.id },
    leadId: lead.id,
    runId: run.id,
    shared,
    patches,
    assignments,
  };
}

type TTwo = Awaited<ReturnType<typeof setUpTwoCampaigns>>;

function expandTwo(route: string, world: TWorld, s: TTwo): string[] {
  let urls = [
    route
      .replace("[slug]", world.slug)
      .replace("[batchId]", "any")
      .replace("[userId]", "any")
      .replace("[runId]", s.runId),
  ];
  const fan = (key: string, values: string[]) =>
    (urls = urls.flatMap((u) =>
      u.includes(key) ? values.map((v) => u.replace(key, encodeURIComponent(v))) : [u],
    ));
  const picked = s.patches.filter(
    (p) => s.shared.includes(p.id) || p.bug.externalId === "imgscale-42",
  );
  fan("[campaignId]", [s.campaigns.a, s.campaigns.b]);
  fan("[assignmentId]", s.assignments);
  fan("[patchId]", [...picked.map((p) => p.id), ...picked.map((p) => p.externalId)]);
  fan("[bugId]", [SHARED_BUG, "imgscale-42"]);
  return urls;
}

/** GETs every URL as `page`'s user; fails on a 5xx or on any `banned` text; returns the bodies of the 200s. */
async function sweep(page: Page, urls: string[], banned: string[]) {
  const bodies: string[] = [];
  for (const url of urls) {
    const res = await page.request.get(url, { maxRedirects: 0 });
    const body = await res.text();
    expect(res.status(), url).toBeLessThan(500);
    for (const b of banned) expect(body, url).not.toContain(b);
    if (res.status() === 200) bodies.push(body);
  }
  return bodies;
}

const humanItems = (text: string) => Number(/Items\W+(?:Value\W+)?(\d+)/.exec(text)?.[1]);

test("a patch a rater is still labelling in one campaign stays blind to them through every other campaign", async ({
  world,
  pageAs,
}) => {
  test.setTimeout(300_000);
  const s = await setUpTwoCampaigns(world);
  const gets = discoverRoutes()
    .filter((r) => r.startsWith("GET ") && !r.includes("/api/auth/"))
    .map((r) => r.slice(4));
  const urls = [...gets, ...discoverPages()].flatMap((r) => expandTwo(r, world, s));
  const api = `/api/projects/${world.slug}`;
  const bItem = async (page: Page) => {
    const mine = await prisma.assignment.findFirstOrThrow({
      where: { campaignId: s.campaigns.b, raterId: s.probes.rater.id, patchId: s.shared[0]! },
    });
    return page.request.get(`${api}/campaigns/${s.campaigns.b}/items/${mine.id}`);
  };
  const openItem = async (page: Page) => {
    const other = await prisma.assignment.findFirstOrThrow({
      where: {
        campaignId: s.campaigns.b,
        raterId: s.probes.rater.id,
        patchId: { notIn: s.shared },
      },
    });
    return page.request.get(`${api}/campaigns/${s.campaigns.b}/items/${other.id}`);
  };
  const agreement = `${api}/agreement?campaignId=${s.campaigns.b}&runs=${s.runId}&replicates=100`;
  const exportUrl = (table: string, format: string) =>
    `${api}/agreement/export?campaignId=${s.campaigns.b}&runs=${s.runId}&replicates=100&table=${table}&format=${format}`;
  const exports = AGREEMENT_TABLES.flatMap((t) => TABLE_FORMATS.map((f) => exportUrl(t, f)));
  const judge = [
    `${api}/judge/runs/${s.runId}/results`,
    `${api}/judge/runs/${s.runId}/export?format=csv`,
    `${api}/judge/runs/${s.runId}/export?format=jsonl`,
  ];
  let probes = 0;

  // (a) B's rater, (b) B's named adjudicator, (c) a rater who is also an engineer: every route and page.
  const pages = {
    rater: await pageAs(s.probes.rater),
    adjudicator: await pageAs(s.probes.adjudicator),
    engineer: await pageAs(s.probes.engineer),
  };
  let reached = 0;
  for (const page of Object.values(pages)) {
    reached += (await sweep(page, [...urls, ...exports, ...judge], [HIDDEN])).length;
    probes += urls.length + exports.length + judge.length;
  }
  expect(reached, "the probes reached real content").toBeGreaterThan(100);

  // (a) B's item on a shared patch: the probe's own words, nobody else's; on another patch, the others.
  const hiddenItem = await (await bItem(pages.rater)).json();
  expect(hiddenItem).toMatchObject({
    myRating: { justification: "the probe's own words" },
    others: [],
    othersHidden: true,
  });
  expect(await (await openItem(pages.rater)).text()).toContain(OPEN);
  probes += 2;

  // (b) the adjudicator: the queue leaves the shared patches out, one by one they are refused, and so is a consensus.
  const queue = await (
    await pages.adjudicator.request.get(`${api}/campaigns/${s.campaigns.b}/adjudication`)
  ).json();
  expect(queue).toMatchObject({ hidden: 3, summary: { patches: 24, adjudicated: 0 } });
  expect(
    queue.items
      .map((i: { patchId: string }) => i.patchId)
      .filter((id: string) => s.shared.includes(id)),
  ).toEqual([]);
  for (const patchId of s.shared) {
    expect(
      (
        await pages.adjudicator.request.get(
          `${api}/campaigns/${s.campaigns.b}/adjudication/${patchId}`,
        )
      ).status(),
    ).toBe(403);
    expect(
      (
        await pages.adjudicator.request.put(
          `${api}/campaigns/${s.campaigns.b}/adjudication/${patchId}`,
          { data: { label: "VALID", themes: ["other"] } },
        )
      ).status(),
    ).toBe(403);
  }
  expect(
    await prisma.consensus.count({ where: { campaignId: s.campaigns.b, method: "adjudicated" } }),
  ).toBe(1);
  expect(
    await (
      await pages.adjudicator.request.get(
        `${api}/campaigns/${s.campaigns.b}/adjudication/${queue.items[0].patchId}`,
      )
    ).text(),
  ).toContain(OPEN);
  probes += 2 + 2 * s.shared.length;
  await pages.adjudicator.goto(`/projects/${world.slug}/campaigns/${s.campaigns.b}/adjudicate`);
  await expect(pages.adjudicator.getByTestId("hidden-note")).toHaveText(
    "3 hidden while you are labelling them",
  );
  await expect(pages.adjudicator.getByTestId("ratings-side")).toContainText(OPEN);
  expect(await pages.adjudicator.content()).not.toContain(HIDDEN);
  probes += 1;

  // (c) the engineer: the dashboard (API, page, every export) computes without the shared patches; the judge results leave them out.
  const dashboard = await (await pages.engineer.request.get(agreement)).json();
  expect(dashboard).toMatchObject({
    hidden: 3,
    human: { items: 24, ratings: 72 },
    campaign: { ratings: 72 },
  });
  for (const format of TABLE_FORMATS)
    expect(
      humanItems(await (await pages.engineer.request.get(exportUrl("human", format))).text()),
      format,
    ).toBe(24);
  const results = await (await pages.engineer.request.get(judge[0]!)).json();
  expect(results.hidden).toBe(3);
  expect(
    results.rows.map((r: { key: string }) => r.key).filter((k: string) => s.shared.includes(k)),
  ).toEqual([]);
  for (const url of judge.slice(1))
    expect(await (await pages.engineer.request.get(url)).text(), url).not.toContain(SHARED_BUG);
  expect(
    (
      await pages.engineer.request.get(`${api}/judge/runs/${s.runId}/results/${s.shared[0]}`)
    ).status(),
  ).toBe(403);
  probes += 1 + TABLE_FORMATS.length + judge.length + 1;
  await pages.engineer.goto(`/projects/${world.slug}/agreement?campaign=${s.campaigns.b}`);
  await expect(pages.engineer.getByTestId("hidden-note")).toContainText(
    "3 patches are left out of every figure",
  );
  await expect(pages.engineer.getByTestId("human-counts")).toContainText("24 items");
  probes += 1;

  // Control: once A is revealed, the same probes find the words and figures on the shared patches.
  await changeCampaignPhase({
    campaignId: s.campaigns.a,
    actorId: s.leadId,
    input: { phase: "reveal" },
  });
  expect(await (await bItem(pages.rater)).text()).toContain(HIDDEN);
  const after = await (
    await pages.adjudicator.request.get(
      `${api}/campaigns/${s.campaigns.b}/adjudication/${s.shared[0]}`,
    )
  ).text();
  expect(after).toContain(`${HIDDEN} from`);
  expect(after).toContain(`${HIDDEN} consensus notes`);
  expect(
    await (
      await pages.adjudicator.request.get(`${api}/campaigns/${s.campaigns.b}/adjudication`)
    ).json(),
  ).toMatchObject({ hidden: 0, summary: { patches: 27, adjudicated: 1 } });
  expect(await (await pages.engineer.request.get(agreement)).json()).toMatchObject({
    hidden: 0,
    human: { items: 27, ratings: 81 },
  });
  expect(
    humanItems(await (await pages.engineer.request.get(exportUrl("human", "csv"))).text()),
  ).toBe(27);
  const revealed = await (await pages.engineer.request.get(judge[0]!)).json();
  expect(revealed.rows.find((r: { key: string }) => r.key === s.shared[0])).toMatchObject({
    consensus: "INVALID",
  });
  expect(
    await (
      await pages.engineer.request.get(`${api}/judge/runs/${s.runId}/results/${s.shared[0]}`)
    ).text(),
  ).toContain(`${HIDDEN} consensus notes`);
  expect(await (await pages.engineer.request.get(judge[1]!)).text()).toContain(SHARED_BUG);
  // Every route and page again: now the shared patches' words do show for the adjudicator.
  const bodies = await sweep(pages.adjudicator, urls, []);
  expect(bodies.some((b) => b.includes(HIDDEN))).toBe(true);
  probes += 9 + urls.length;
  console.log(
    `blind.spec two-campaign probes: ${probes} requests (${urls.length} route/page URLs per probe user)`,
  );
});
