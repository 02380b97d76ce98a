import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getResults } from "@/app/api/projects/[slug]/judge/runs/[runId]/results/route";
import { getAuth } from "@/lib/auth/auth";
import { prisma } from "@/lib/db/client";
import type { TGetJudgeResultsResponse } from "@/lib/judge/judge-api.types";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { until } from "@/lib/test/until";
import { createUser } from "@/lib/users/create-user";
import { createJudgeConfig } from "../config/create-judge-config";
import { importExternalVerdicts } from "../external/import-external-verdicts";
import { ZImportExternalRun } from "../external/schemas-external";
import { startJudgeRun } from "../queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { createJudgeWorker } from "../worker/create-judge-worker";
import { listJudgeResults } from "./list-judge-results";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The paged results list through its real route handler (session cookie, zod query, response
// schema), on whichever engine the suite runs on (SQLite, or PostgreSQL under scripts/test.mjs).
const SLUG = "paging";
const BUGS = 40;
const PATCHES_PER_BUG = 5;
const ALL = BUGS * PATCHES_PER_BUG;
const ORIGIN = "http://localhost:3000";
let projectId = "";
let runId = "";
let viewerId = "";
let cookie = "";
/** The run's patch ids in result order: bug, then patch (external ids, the database's order). */
let expected: string[] = [];

const get = (query: string) =>
  getResults(
    new NextRequest(`${ORIGIN}/api/projects/${SLUG}/judge/runs/${runId}/results?${query}`, {
      headers: { cookie, origin: ORIGIN },
    }),
    { params: Promise.resolve({ slug: SLUG, runId }) },
  );
const page = async (query: string) => {
  const res = await get(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TGetJudgeResultsResponse;
};
/** Every page of `limit` rows, following nextCursor. */
const walk = async (limit: number, extra = "") => {
  const pages: TGetJudgeResultsResponse[] = [];
  let cursor: string | null = null;
  do {
    const p: TGetJudgeResultsResponse = await page(
      `limit=${limit}${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    pages.push(p);
    cursor = p.nextCursor;
    expect(pages.length).toBeLessThan(ALL + 2);
  } while (cursor);
  return pages;
};
const keysOf = (pages: TGetJudgeResultsResponse[]) =>
  pages.flatMap((p) => p.rows.map((r) => r.key));

beforeAll(async () => {
  projectId = await seedSyntheticProject({
    slug: SLUG,
    bugs: BUGS,
    patchesPerBug: PATCHES_PER_BUG,
  });
  const viewer = await createUser({
    input: {
      email: "engineer@paging.test",
      name: "engineer",
      password: "password-123",
      isAdmin: false,
      projectRoles: [{ projectSlug: SLUG, role: "engineer" }],
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  viewerId = viewer.id;
  const res = await getAuth().api.signInEmail({
    body: { email: viewer.email, password: "password-123" },
    asResponse: true,
    headers: new Headers({ origin: ORIGIN }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "similarity",
      provider: "baseline",
      reference: "ground_truth",
    }),
  });
  runId = (
    await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 64 }),
    })
  ).id;
  const worker = createJudgeWorker({ pollMs: 20 });
  try {
    await until(
      async () =>
        (await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status === "completed",
      30_000,
      "the baseline run to finish",
      25,
    );
  } finally {
    await worker.stop();
  }
  expected = (
    await prisma.patch.findMany({
      where: { projectId },
      orderBy: [{ bug: { externalId: "asc" } }, { externalId: "asc" }],
      select: { id: true },
    })
  ).map((p) => p.id);
  expect(expected).toHaveLength(ALL);
});

describe("GET …/judge/runs/:id/results (paged)", () => {
  it("pages are disjoint, cover every row in result order, and repeat the same rows", async () => {
    const first = await page("");
    expect(first).toMatchObject({ limit: 50, total: ALL, hidden: 0 });
    expect(first.rows).toHaveLength(50);
    const pages = await walk(7);
    expect(pages).toHaveLength(Math.ceil(ALL / 7));
    expect(pages.every((p) => p.total === ALL && p.limit === 7)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.rows.length === 7)).toBe(true);
    expect(pages.at(-1)!.rows).toHaveLength(ALL % 7);
    const keys = keysOf(pages);
    expect(new Set(keys).size).toBe(ALL);
    expect(keys).toEqual(expected);
    // The first page's rows are the start of the whole list; a page asked again is the same page.
    expect(first.rows.map((r) => r.key)).toEqual(expected.slice(0, 50));
    const whole = await listJudgeResults({ projectId, runId, viewerId, limit: 500 });
    expect(pages.flatMap((p) => p.rows)).toEqual(whole.rows);
    const again = await page(`limit=7&cursor=${encodeURIComponent(pages[3]!.nextCursor!)}`);
    expect(again.rows).toEqual(pages[4]!.rows);
    expect(whole.rows.map((r) => [r.status, r.samples.length])).toEqual(
      expected.map(() => ["done", 1]),
    );
  });

  it("a bad limit or cursor is a 422 naming the field", async () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=501", "limit"],
      ["limit=abc", "limit"],
      ["limit=2.5", "limit"],
      ["cursor=nonsense", "cursor"],
      ["cursor=12", "cursor"],
      ["disagreements=yes", "disagreements"],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(422);
      const body = (await res.json()) as { error: { fields: { path: string }[] } };
      expect(
        body.error.fields.map((f) => f.path),
        query,
      ).toEqual([field]);
    }
    // A well-formed cursor past the end is an empty last page, not an error.
    const past = await page(`cursor=${encodeURIComponent(`999999:zzz`)}`);
    expect(past).toMatchObject({ rows: [], nextCursor: null, total: ALL });
  });

  it("leaves out the patches the viewer is labelling and counts them", async () => {
    const blind = expected.filter((_, i) => i % 9 === 4);
    const campaign = await prisma.campaign.create({
      data: {
        projectId,
        name: "labelling",
        phase: "labelling",
        raters: { create: { userId: viewerId, role: "rater" } },
        patches: { create: blind.map((patchId, position) => ({ patchId, position })) },
      },
    });
    try {
      const pages = await walk(6);
      const keys = keysOf(pages);
      expect(pages.every((p) => p.hidden === blind.length && p.total === ALL - blind.length)).toBe(
        true,
      );
      expect(pages.slice(0, -1).every((p) => p.rows.length === 6)).toBe(true);
      expect(keys).toEqual(expected.filter((id) => !blind.includes(id)));
    } finally {
      await prisma.campaign.delete({ where: { id: campaign.id } });
    }
  });

  it("pages through the disagreements with the campaign's consensus", async () => {
    const whole = await listJudgeResults({ projectId, runId, viewerId, limit: 500 });
    const labelled = whole.rows.filter((_, i) => i % 4 === 1);
    const disagree = new Set(labelled.filter((_, i) => i % 3 === 0).map((r) => r.key));
    const campaign = await prisma.campaign.create({
      data: {
        projectId,
        name: "revealed",
        phase: "reveal",
        consensus: {
          create: labelled.map((r) => ({
            patchId: r.key,
            method: "unanimous",
            label: (r.label === "VALID") === disagree.has(r.key) ? "INVALID" : "VALID",
          })),
        },
      },
    });
    await prisma.judgeRun.update({ where: { id: runId }, data: { campaignId: campaign.id } });
    try {
      const all = await walk(50);
      expect(all[0]).toMatchObject({
        hasConsensus: true,
        disagreements: disagree.size,
        total: ALL,
      });
      const pages = await walk(4, "&disagreements=1");
      expect(pages.every((p) => p.total === disagree.size)).toBe(true);
      const keys = keysOf(pages);
      expect(keys).toEqual(expected.filter((id) => disagree.has(id)));
      expect(pages.flatMap((p) => p.rows).every((r) => r.agrees === false)).toBe(true);
    } finally {
      await prisma.judgeRun.update({ where: { id: runId }, data: { campaignId: null } });
      await prisma.campaign.delete({ where: { id: campaign.id } });
    }
  });

  it("still pages a run whose jobs have no positions (all 0: made before positions)", async () => {
    const saved = await prisma.judgeJob.findMany({
      where: { runId },
      select: { id: true, position: true },
    });
    await prisma.judgeJob.updateMany({ where: { runId }, data: { position: 0 } });
    try {
      const keys = keysOf(await walk(9));
      expect(keys).toHaveLength(ALL);
      expect(new Set(keys)).toEqual(new Set(expected));
      expect(keys).toEqual([...keys].sort());
    } finally {
      for (const { id, position } of saved)
        await prisma.judgeJob.update({ where: { id }, data: { position } });
    }
  });

  it("pages an imported external run in bug then patch order, whatever the file's order", async () => {
    const sources = await prisma.patchSource.findMany({
      where: { projectId },
      select: { externalId: true, patchId: true },
    });
    const lines = sources
      .map((s) => ({ s, at: expected.indexOf(s.patchId) }))
      .sort((a, b) => b.at - a.at)
      .map(({ s }, i) =>
        JSON.stringify({ patchId: s.externalId, label: i % 2 ? "VALID" : "INVALID" }),
      );
    const report = await importExternalVerdicts({
      projectId,
      actorId: null,
      fileName: "reversed.jsonl",
      bytes: new TextEncoder().encode(lines.join("\n") + "\n"),
      settings: ZImportExternalRun.parse({ name: "reversed", model: "m" }),
    });
    expect(report.written).toBe(true);
    const external = report.runs[0]!.id!;
    const saved = runId;
    runId = external;
    try {
      const pages = await walk(11);
      expect(pages[0]!.total).toBe(ALL);
      expect(keysOf(pages)).toEqual(expected);
    } finally {
      runId = saved;
    }
  });
});
