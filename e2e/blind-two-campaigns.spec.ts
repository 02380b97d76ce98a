import type { APIRequestContext } from "@playwright/test";
import { AGREEMENT_TABLES } from "@/lib/agreement/schemas";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { prisma } from "@/lib/db/client";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";
import { expect, test } from "./fixtures";
import {
  expandTwo,
  HIDDEN,
  OPEN,
  SHARED_BUG,
  setSoloVerdict,
  setUpTwoCampaigns,
  soloAggregateUrls,
} from "./blind-two-campaigns-world";
import { discoverPages, discoverRoutes } from "./routes";
import { tokenOf } from "./api-tokens";
import { sessionRequester, tokenRequester, type TRequester } from "./authz-call";

/**
 * Two campaigns share the tinyjson-17 patches: B is revealed, with other raters' labels,
 * justifications and an adjudicated consensus on them; A is still labelling them with the three
 * probes in its pool. Whatever a probe reads (every GET route and page with both campaigns' ids,
 * the adjudication routes, the agreement dashboard in the browser, every export table and format,
 * the judge results with their consensus column), the words on the shared patches never appear
 * and the figures leave those patches out. Once A is revealed the same probes find them.
 * One-patch judge runs on a shared patch, read by a lead who also rates (in campaign C, still
 * labelling) and by the engineer who rates: every aggregate over judge results or labels answers
 * the same whatever that patch's verdict (it is left out: counts 0, lists empty, never a 403 for
 * it); once C is revealed the same answers change with the verdict.
 */

/** GETs every URL as `client`'s user; fails on a 5xx or on any `banned` text; returns the bodies of the 200s. */
async function sweep(client: TRequester, urls: string[], banned: string[]) {
  const bodies: string[] = [];
  for (const url of urls) {
    const res = await client.fetch(url, { method: "GET", maxRedirects: 0 });
    const body = await res.text();
    expect(res.status(), url).toBeLessThan(500);
    for (const b of banned) expect(body, url).not.toContain(b);
    if (res.status() === 200) bodies.push(body);
  }
  return bodies;
}

/** Each URL's status and body (JSON without timestamps), read as its reader. */
async function readAggregates(
  clients: Record<"lead" | "engineer", APIRequestContext>,
  targets: { url: string; as: "lead" | "engineer" }[],
) {
  const out: Record<string, { status: number; body: string }> = {};
  for (const { url, as } of targets) {
    const res = await clients[as].get(url);
    const text = await res.text();
    let body = text;
    try {
      body = JSON.stringify(JSON.parse(text, (k, v: unknown) => (/At$/.test(k) ? undefined : v)));
    } catch {
      // CSV: no timestamps.
    }
    out[url] = { status: res.status(), body };
  }
  return out;
}

const humanItems = (text: string) => Number(/Items\W+(?:Value\W+)?(\d+)/.exec(text)?.[1]);

test("a patch a rater is still labelling in one campaign stays blind to them through every other campaign", async ({
  world,
  pageAs,
  asToken,
}) => {
  test.setTimeout(300_000);
  const s = await setUpTwoCampaigns(world);
  const gets = discoverRoutes()
    .filter((r) => r.startsWith("GET ") && !r.includes("/api/auth/"))
    .map((r) => r.slice(4));
  const urls = [...gets, ...discoverPages()].flatMap((r) => expandTwo(r, world, s));
  const api = `/api/projects/${world.slug}`;
  const bItem = async (client: APIRequestContext) => {
    const mine = await prisma.assignment.findFirstOrThrow({
      where: { campaignId: s.campaigns.b, raterId: s.probes.rater.id, patchId: s.shared[0]! },
    });
    return client.get(`${api}/campaigns/${s.campaigns.b}/items/${mine.id}`);
  };
  const openItem = async (client: APIRequestContext) => {
    const other = await prisma.assignment.findFirstOrThrow({
      where: {
        campaignId: s.campaigns.b,
        raterId: s.probes.rater.id,
        patchId: { notIn: s.shared },
      },
    });
    return client.get(`${api}/campaigns/${s.campaigns.b}/items/${other.id}`);
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
  // The sweeps call through Node's fetch with each probe's session (e2e/authz-call.ts): the same GETs.
  for (const probe of [s.probes.rater, s.probes.adjudicator, s.probes.engineer]) {
    const client = await sessionRequester(probe);
    reached += (await sweep(client, [...urls, ...exports, ...judge], [HIDDEN])).length;
    probes += urls.length + exports.length + judge.length;
  }
  expect(reached, "the probes reached real content").toBeGreaterThan(100);

  // (a) B's item on a shared patch: the probe's own words, nobody else's; on another patch, the others.
  const hiddenItem = await (await bItem(pages.rater.request)).json();
  expect(hiddenItem).toMatchObject({
    myRating: { justification: "the probe's own words" },
    others: [],
    othersHidden: true,
  });
  expect(await (await openItem(pages.rater.request)).text()).toContain(OPEN);
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

  // (d) the one-patch runs: every aggregate route reads the same to the lead who rates (and to the
  // engineer who rates) whether the shared patch is INVALID or VALID, with nothing of it counted.
  const soloPages = { lead: await pageAs(s.solo.lead), engineer: pages.engineer };
  const soloClients = { lead: soloPages.lead.request, engineer: pages.engineer.request };
  const targets = soloAggregateUrls(world, s);
  const blindInvalid = await readAggregates(soloClients, targets);
  await setSoloVerdict(s.solo, "VALID");
  const blindValid = await readAggregates(soloClients, targets);
  await setSoloVerdict(s.solo, "INVALID");
  for (const { url } of targets) {
    expect(blindInvalid[url]!.status, url).toBe(200);
    expect(blindInvalid[url]!.body, url).not.toContain(HIDDEN);
    expect(blindValid[url], url).toEqual(blindInvalid[url]);
  }
  const soloApi = `${api}/judge/runs/${s.solo.invalidRun}`;
  const blindJson = (path: string) => JSON.parse(blindInvalid[`${api}${path}`]!.body);
  expect(blindJson(`/judge/runs/${s.solo.invalidRun}/themes`)).toMatchObject({
    invalid: 0,
    classified: 0,
    source: null,
    hidden: 1,
  });
  const requirements = blindJson(
    `/judge/runs/${s.solo.invalidRun}/requirements?campaignId=${s.campaigns.b}`,
  );
  expect(requirements).toMatchObject({ patches: 0, hidden: 1 });
  expect(requirements.rows.map((r: { n: number }) => r.n)).toEqual([0]);
  expect(
    blindJson(`/policy?runId=${s.solo.invalidRun}&success=consensus&campaignId=${s.campaigns.b}`),
  ).toMatchObject({ counts: { judged: 0, evaluated: 0, hidden: 1 } });
  expect(
    await (
      await soloPages.lead.request.post(`${soloApi}/themes`, { data: { offline: true } })
    ).json(),
  ).toMatchObject({ classified: 0, cached: 0 });
  await soloPages.lead.goto(`/projects/${world.slug}/judge/runs/${s.solo.invalidRun}`);
  const themes = soloPages.lead.getByRole("region", { name: "Rejection themes" });
  await expect(themes.getByTestId("themes-none")).toHaveText(
    "The judge called no patch INVALID in this run among the patches you may see.",
  );
  await expect(themes.getByTestId("themes-hidden")).toContainText(
    "1 patch of this run left out of every count",
  );
  expect(await soloPages.lead.content()).not.toContain(HIDDEN);
  probes += 2 * targets.length + 2;

  // (e) The same probes with API tokens instead of browser sessions (a script of the same users):
  // the rater's read-write token reads every API route with nothing of the shared patches, its
  // item shows no one else's words; the engineer's sees the dashboard without them; the lead's
  // and the engineer's read every aggregate exactly as their sessions did.
  const apiUrls = [...urls.filter((u) => u.startsWith("/api/")), ...exports, ...judge];
  // A fresh token per 250 requests: each stays below the per-token rate limit however fast they go.
  for (let i = 0; i < apiUrls.length; i += 250) {
    const raterToken = tokenRequester(await tokenOf(s.probes.rater));
    expect(
      (await sweep(raterToken, apiUrls.slice(i, i + 250), [HIDDEN])).length,
      "the rater's token reached real content",
    ).toBeGreaterThan(0);
  }
  const raterToken = await asToken(await tokenOf(s.probes.rater));
  expect(await (await bItem(raterToken)).json()).toMatchObject({
    myRating: { justification: "the probe's own words" },
    others: [],
    othersHidden: true,
  });
  expect(await (await openItem(raterToken)).text()).toContain(OPEN);
  const engineerToken = await asToken(await tokenOf(s.probes.engineer));
  expect(await (await engineerToken.get(agreement)).json()).toMatchObject({
    hidden: 3,
    human: { items: 24, ratings: 72 },
  });
  expect((await (await engineerToken.get(judge[0]!)).json()).hidden).toBe(3);
  const tokenClients = {
    lead: await asToken(await tokenOf(s.solo.lead)),
    engineer: engineerToken,
  };
  expect(await readAggregates(tokenClients, targets)).toEqual(blindInvalid);
  probes += apiUrls.length + 4 + targets.length;

  // Control: once A is revealed, the same probes find the words and figures on the shared patches.
  await changeCampaignPhase({
    campaignId: s.campaigns.a,
    actorId: s.leadId,
    input: { phase: "reveal" },
  });
  expect(await (await bItem(pages.rater.request)).text()).toContain(HIDDEN);
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
  const bodies = await sweep(await sessionRequester(s.probes.adjudicator), urls, []);
  expect(bodies.some((b) => b.includes(HIDDEN))).toBe(true);
  probes += 9 + urls.length;
  // Control of (d): once C is revealed too, the lead's aggregates change with the verdict.
  await changeCampaignPhase({
    campaignId: s.solo.campaignC,
    actorId: s.leadId,
    input: { phase: "reveal" },
  });
  await setSoloVerdict(s.solo, "INVALID");
  const openInvalid = await readAggregates(soloClients, targets);
  await setSoloVerdict(s.solo, "VALID");
  const openValid = await readAggregates(soloClients, targets);
  const unchanged = targets
    .map((t) => t.url)
    .filter((url) => !url.includes("/export?") && openValid[url]!.body === openInvalid[url]!.body);
  expect(unchanged, "every aggregate route sees the verdict once the lead may").toEqual([]);
  expect(JSON.parse(openInvalid[`${soloApi}/themes`]!.body)).toMatchObject({
    invalid: 1,
    classified: 1,
    hidden: 0,
  });
  probes += 2 * targets.length;
  console.log(
    `blind-two-campaigns.spec probes: ${probes} requests (${urls.length} route/page URLs per probe user)`,
  );
});
