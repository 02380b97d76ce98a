import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as patchesRoute } from "@/app/api/projects/[slug]/patches/route";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { createTestUser } from "@/lib/test/create-test-user";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { buildConfusionCellQuery } from "./build-confusion-cell-query";
import { formatPatchTableCsv } from "./format-patch-table-csv";
import { listProjectPatches } from "./list-project-patches";
import { formatPatchTableQuery } from "./patch-table-query";
import { ZPatchTableQuery } from "./schemas";

// The route runs for real (withAuth, zod, the domain function); only the session lookup is replaced.
const session = vi.hoisted(() => ({ user: null as TSessionUser | null }));
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => session.user }));

/**
 * Eight bugs of three patches, P0 … P23. Three raters label P0–P19 (VALID on even patches,
 * INVALID on odd ones; r3 dissents on every patch divisible by 3 and says UNSURE on P1 and P7,
 * as r2 does on P7, so P7's consensus is UNSURE when UNSURE is not counted as missing); P20
 * and P21 are a tie (r1 VALID, r2 INVALID); P22 and P23 are unrated. The external run says
 * VALID on P0–P11 and INVALID elsewhere but on P19 (no verdict), confidence 0.5 + i/100 except on P5 (none); on P4 its
 * justification claims failing tests on a passing patch (an evidence flag).
 */
const SLUG = "ptab";
const P = Array.from({ length: 24 }, (_, i) => `${SLUG}-${Math.floor(i / 3)}:${i % 3}`);
let projectId = "";
let campaignId = "";
let runId = "";
let leadId = "";
let leadRaterId = "";
let labellingId = "";

const user = (tag: string, roles: ("lead" | "rater")[]) =>
  createTestUser({ slug: SLUG, tag, roles });

beforeAll(async () => {
  projectId = await seedSyntheticProject({ slug: SLUG, bugs: 8, patchesPerBug: 3 });
  await prisma.patch.updateMany({
    where: { projectId, externalId: { in: [P[2]!, P[3]!] } },
    data: { passesTests: false, tool: "other" },
  });
  leadId = await user("lead", ["lead"]);
  leadRaterId = await user("leadrater", ["lead", "rater"]);
  campaignId = (
    await createCampaign({
      projectId,
      actorId: leadId,
      input: ZCreateCampaign.parse({
        name: "Consensus",
        selection: { kind: "none" },
        allowUnsure: true,
      }),
    })
  ).id;
  const label = (valid: boolean) => (valid ? "VALID" : "INVALID");
  const ratings = P.slice(0, 20).flatMap((p, i) => [
    `${p},r1,${label(i % 2 === 0)}`,
    `${p},r2,${i === 7 ? "UNSURE" : label(i % 2 === 0)}`,
    `${p},r3,${i === 1 || i === 7 ? "UNSURE" : label((i % 2 === 0) !== (i % 3 === 0))}`,
  ]);
  ratings.push(
    `${P[20]},r1,VALID`,
    `${P[20]},r2,INVALID`,
    `${P[21]},r1,VALID`,
    `${P[21]},r2,INVALID`,
  );
  await importRatings({
    campaign: { id: campaignId, projectId, phase: "labelling", allowUnsure: true },
    actorId: null,
    fileName: "ratings.csv",
    bytes: Buffer.from(["item,rater,label", ...ratings].join("\n") + "\n"),
  });
  await changeCampaignPhase({ campaignId, actorId: leadId, input: { phase: "reveal" } });
  const verdicts = P.flatMap((p, i) => {
    if (i === 19) return [];
    const why = i === 4 ? "The patch breaks existing tests in the suite." : `fine ${i}`;
    return [`${p},${label(i <= 11)},${why},${i === 5 ? "" : 0.5 + i / 100}`];
  });
  const report = await importExternalVerdicts({
    projectId,
    actorId: null,
    fileName: "run.csv",
    bytes: Buffer.from(["patchId,label,justification,confidence", ...verdicts].join("\n") + "\n"),
    settings: ZImportExternalRun.parse({ name: "Ext", model: "m", campaignId }),
  });
  runId = report.runs[0]!.id!;
  // A campaign still labelling P1 and P6 with the lead who rates in its pool: both are hidden from them.
  labellingId = (
    await prisma.campaign.create({
      data: {
        projectId,
        name: "Still labelling",
        raters: { create: { userId: leadRaterId, role: "rater" } },
      },
    })
  ).id;
  const hidden = await prisma.patch.findMany({
    where: { projectId, externalId: { in: [P[1]!, P[6]!] } },
  });
  await prisma.campaignPatch.createMany({
    data: hidden.map((p, position) => ({ campaignId: labellingId, patchId: p.id, position })),
  });
}, 60_000);

/** The table as a URL would give it: the state formatted, then parsed by ZPatchTableQuery. */
const list = (query: Record<string, unknown>, viewerId: string | null = leadId, all = false) =>
  listProjectPatches({
    projectId,
    viewerId,
    query: ZPatchTableQuery.parse(
      Object.fromEntries(new URLSearchParams(formatPatchTableQuery(query))),
    ),
    all,
  });
const ids = (rows: { patch: string }[]) => rows.map((r) => r.patch);

describe("the confusion matrix drill-down", () => {
  it.each([
    ["a lead", () => leadId, 0],
    ["a lead still labelling two patches elsewhere", () => leadRaterId, 2],
  ])("lists exactly the patches behind every cell, for %s", async (_, viewer, hidden) => {
    const dashboard = await getAgreementDashboard({
      projectId,
      viewerId: viewer(),
      query: ZAgreementQuery.parse({ campaignId, runs: runId, replicates: "200" }),
      cache: false,
    });
    const judge = dashboard.judge[0]!;
    expect(judge.full.n).toBeGreaterThan(10);
    for (const clear of [false, true]) {
      const m = clear ? judge.clear : judge.full;
      for (const cell of ["tp", "fp", "fn", "tn"] as const) {
        const query = buildConfusionCellQuery({
          runId,
          campaignId,
          cell,
          clear,
          labels: dashboard.labels,
          missing: dashboard.missing,
        });
        const table = await list(query, viewer());
        expect(table.total, `${clear ? "clear" : "full"} ${cell}`).toBe(m[cell]);
        expect(table.hidden).toBe(hidden);
      }
    }
    const unjudged = buildConfusionCellQuery({
      runId,
      campaignId,
      cell: "unjudged",
      clear: false,
      labels: dashboard.labels,
      missing: dashboard.missing,
    });
    expect(judge.unjudged).toBe(1);
    expect((await list(unjudged, viewer())).total).toBe(judge.unjudged);
    // Leaving UNSURE in as a category: the INVALID column becomes "any consensus but VALID".
    const asCategory = await getAgreementDashboard({
      projectId,
      viewerId: viewer(),
      query: ZAgreementQuery.parse({ campaignId, runs: runId, replicates: "200", missing: "" }),
      cache: false,
    });
    for (const cell of ["tp", "fp", "fn", "tn"] as const) {
      const query = buildConfusionCellQuery({
        runId,
        campaignId,
        cell,
        clear: false,
        labels: asCategory.labels,
        missing: asCategory.missing,
      });
      expect((await list(query, viewer())).total, cell).toBe(asCategory.judge[0]!.full[cell]);
      if (cell === "fp") expect(query.consensus).toEqual([{ id: campaignId, value: "not-VALID" }]);
    }
  });
});

describe("listProjectPatches", () => {
  it("filters by bug, tests, tool, consensus, label, disagreement and flags", async () => {
    expect((await list({})).total).toBe(24);
    expect(ids((await list({ bug: `${SLUG}-0` })).rows)).toEqual(P.slice(0, 3));
    expect(ids((await list({ tests: "fail" })).rows)).toEqual([P[2], P[3]]);
    expect(ids((await list({ tool: "other" })).rows)).toEqual([P[2], P[3]]);
    expect(ids((await list({ consensus: [{ id: campaignId, value: "none" }] })).rows)).toEqual(
      P.slice(20),
    );
    const flagged = await list({ runs: [runId], flagged: "yes" });
    expect(ids(flagged.rows)).toEqual([P[4]]);
    expect(flagged.rows[0]!.flags).toBe(1);
    // Disagreement = the dashboard's FP + FN.
    const disagree = await list({ disagree: [{ runId, campaignId }] });
    const fp = await list({
      label: [{ id: runId, value: "VALID" }],
      consensus: [{ id: campaignId, value: "INVALID" }],
    });
    const fn = await list({
      label: [{ id: runId, value: "INVALID" }],
      consensus: [{ id: campaignId, value: "VALID" }],
    });
    expect(disagree.total).toBe(fp.total + fn.total);
    expect(disagree.total).toBeGreaterThan(0);
    expect(disagree.campaigns.map((c) => c.id)).toEqual([campaignId]);
  });

  it("sorts by a run's confidence with empty values last, and pages without overlap", async () => {
    const sort = `confidence:${runId}`;
    const desc = await list({ sort, dir: "desc", size: 30 });
    expect(ids(desc.rows).slice(0, 2)).toEqual([P[23], P[22]]);
    expect(ids(desc.rows).slice(-2)).toEqual([P[5], P[19]]);
    const asc = await list({ sort, dir: "asc", size: 30 });
    expect(ids(asc.rows).slice(0, 1)).toEqual([P[0]]);
    expect(ids(asc.rows).slice(-2)).toEqual([P[5], P[19]]);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ sort, size: 10, page })));
    expect(pages.flatMap((p) => ids(p.rows))).toEqual(ids(asc.rows));
  });

  it("writes every filtered row as CSV with a column per campaign and run", async () => {
    const table = await list(
      { runs: [runId], campaigns: [campaignId], tests: "fail" },
      leadId,
      true,
    );
    const csv = formatPatchTableCsv({ table }).trim().split("\r\n");
    expect(csv).toHaveLength(3);
    expect(csv[0]).toBe(
      "patch_id,patch,bug,bug_type,tool,model,tests,consensus Consensus,unanimous Consensus,label Ext v1 · m (external),confidence Ext v1 · m (external),flags",
    );
    expect(csv[1]).toContain(`${P[2]},${SLUG}-0,Null-dereference,other,m,fail,VALID,`);
  });

  it("answers the route: a bad parameter is a 422 naming it, a rater is refused", async () => {
    const get = (search: string) =>
      patchesRoute(
        new NextRequest(new URL(`http://localhost/api/projects/${SLUG}/patches?${search}`)),
        {
          params: Promise.resolve({ slug: SLUG }),
        },
      );
    session.user = { id: leadId, email: "lead@ptab.test", name: "lead", isAdmin: false };
    const ok = await get(`runs=${runId}&tests=fail`);
    expect(ok.status).toBe(200);
    expect(ids((await ok.json()).rows)).toEqual([P[2], P[3]]);
    for (const [search, field] of [
      ["tests=maybe", "tests"],
      ["colour=red", "colour"],
      [`consensus=${campaignId}:MAYBE`, "consensus"],
      [`decision=run:${runId},success:tests,validation:p200,outcome:shown`, "decision"],
    ]) {
      const bad = await get(search!);
      expect(bad.status, search).toBe(422);
      expect(JSON.stringify(await bad.json()), search).toContain(field!);
    }
    const raterId = await user("rater", ["rater"]);
    session.user = { id: raterId, email: "rater@ptab.test", name: "rater", isAdmin: false };
    expect((await get("")).status).toBe(403);
  });

  it("refuses a campaign still labelling and a run of another project", async () => {
    await expect(list({ campaigns: [labellingId] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(list({ runs: ["nope"] })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

// A measurement, not a check (RUBRICATE_TEST_LARGE=1): 3,000 patches, one campaign, one run of
// 3,000 verdicts; the time of one filtered, sorted page is printed.
describe.runIf(process.env.RUBRICATE_TEST_LARGE)("on 3,000 patches", () => {
  it("lists a sorted, filtered page", async () => {
    const slug = "ptab-large";
    const large = await seedSyntheticProject({ slug, bugs: 600, patchesPerBug: 5 });
    const patches = await prisma.patch.findMany({
      where: { projectId: large },
      select: { externalId: true },
    });
    const csv = patches.map(
      (p, i) => `${p.externalId},${i % 3 ? "VALID" : "INVALID"},ok,${(i % 97) / 97}`,
    );
    const run = await importExternalVerdicts({
      projectId: large,
      actorId: null,
      fileName: "run.csv",
      bytes: Buffer.from(["patchId,label,justification,confidence", ...csv].join("\n") + "\n"),
      settings: ZImportExternalRun.parse({ name: "Large", model: "m" }),
    });
    const started = performance.now();
    const table = await listProjectPatches({
      projectId: large,
      viewerId: null,
      query: ZPatchTableQuery.parse({
        runs: run.runs[0]!.id!,
        label: `${run.runs[0]!.id!}:VALID`,
        sort: `confidence:${run.runs[0]!.id!}`,
        dir: "desc",
      }),
    });
    console.log(`patch table, 3,000 patches: ${(performance.now() - started).toFixed(0)} ms`);
    expect(table.total).toBe(2000);
  }, 300_000);
});
