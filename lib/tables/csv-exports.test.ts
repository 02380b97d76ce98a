import "@/lib/test/test-db";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as judgeExportRoute } from "@/app/api/projects/[slug]/judge/runs/[runId]/export/route";
import { buildAgreementTables } from "@/lib/agreement/build-agreement-tables";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { AGREEMENT_TABLES, ZAgreementQuery, type TAgreementTableId } from "@/lib/agreement/schemas";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { buildResearchTables } from "@/lib/research/build-research-tables";
import { getResearchReport } from "@/lib/research/get-research-report";
import { RESEARCH_TABLES, ZResearchQuery } from "@/lib/research/schemas";
import { discoverCsvOutputs } from "@/lib/test/discover-csv-outputs";
import {
  expectSafe,
  expectTable,
  PAYLOADS,
  seedCsvInjectionProject,
  SLUG,
} from "./csv-injection.fixture";
import { agreementQuery, cliCsv, OUTPUTS, request, seeded } from "./csv-exports.outputs";

// The route handlers run for real (withAuth, zod, the domain function, the Response); only the
// session lookup is replaced by the seeded lead, as a signed-in browser would present it.
const session = vi.hoisted(() => ({ user: null as TSessionUser | null }));
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => session.user }));

let lead: TSessionUser;

beforeAll(async () => {
  let campaignId: string, runIds: string[];
  ({ lead, campaignId, runIds } = await seedCsvInjectionProject());
  Object.assign(seeded, { campaignId, runIds });
  session.user = lead;
}, 120_000);

describe("every CSV export neutralises formula cells and keeps numbers numeric", () => {
  it("covers every route and CLI command that writes CSV", () => {
    const found = discoverCsvOutputs();
    expect(
      [...found.routes, ...found.cliCommands].sort(),
      "a new CSV output must be added to OUTPUTS in csv-exports.outputs.ts",
    ).toEqual(Object.keys(OUTPUTS).sort());
  });

  it.each(["app/api/projects/[slug]/policy/export/route.ts", "lib/cli/commands/policy.ts"])(
    "every table through %s is free of formula cells",
    async (output) => {
      const csvs = await OUTPUTS[output]!();
      expect(Object.keys(csvs).length).toBeGreaterThan(0);
      for (const [name, text] of Object.entries(csvs)) expectSafe(name, text);
    },
  );

  it.each([
    ["app/api/projects/[slug]/research/export/route.ts", "research"],
    ["lib/cli/commands/research.ts", "cli research"],
  ])(
    "every research table through %s: cells as in the table, numbers exact",
    async (output, prefix) => {
      const csvs = await OUTPUTS[output]!();
      const report = await getResearchReport({
        projectId: (await prisma.project.findUniqueOrThrow({ where: { slug: SLUG } })).id,
        viewerId: lead.id,
        query: ZResearchQuery.parse(agreementQuery()),
      });
      const tables = buildResearchTables({ report });
      expect(Object.keys(csvs)).toHaveLength(RESEARCH_TABLES.length);
      for (const id of RESEARCH_TABLES)
        expectTable(`${prefix} ${id}`, csvs[`${prefix} ${id}`]!, tables[id]);
    },
  );

  it("the input-bouncer CSV: model names are text", async () => {
    const { "cli bouncer input": text } = await OUTPUTS["lib/cli/commands/bouncer.ts"]!();
    expectSafe("cli bouncer input", text!);
    const cells = (parse(text!) as string[][]).flat();
    for (const p of PAYLOADS) expect(cells, "model").toContain(`'${p}`);
  });

  it("the judge results CSV: ids, bug types, tools, justifications and errors are text", async () => {
    const csvs = await OUTPUTS["app/api/projects/[slug]/judge/runs/[runId]/export/route.ts"]!();
    for (const [name, text] of Object.entries(csvs)) expectSafe(name, text);
    const [first, second] = Object.values(csvs).map(
      (t) => parse(t, { columns: true }) as Record<string, string>[],
    );
    for (const p of PAYLOADS) {
      for (const column of ["patch", "bug", "bug_type", "tool"])
        expect(
          first!.map((r) => r[column]),
          column,
        ).toContain(`'${p}`);
      expect(
        first!.map((r) => r.justification),
        "justification",
      ).toContain(`'${p}`);
    }
    expect(first!.map((r) => r.patch)).toContain("'-0.25");
    expect(first!.map((r) => r.tool)).toContain("'\t=1+1");
    expect(first!.map((r) => r.justification)).toContain("'\r=1+1");
    expect(second!.find((r) => r.status === "failed")).toMatchObject({
      error: `'${PAYLOADS[3]}`,
      valid_votes: "0",
      confidence: "",
    });
    for (const row of first!) expect(Number(row.valid_votes) + Number(row.invalid_votes)).toBe(1);
  });

  it("judge results: the CLI writes the run page's export byte for byte", async () => {
    const web = await OUTPUTS["app/api/projects/[slug]/judge/runs/[runId]/export/route.ts"]!();
    expect(await OUTPUTS["lib/cli/commands/judge-runs.ts"]!()).toEqual(web);
    const jsonl = judgeExportRoute(
      request(`/api/projects/${SLUG}/judge/runs/${seeded.runIds[0]}/export?format=jsonl`),
      { params: Promise.resolve({ slug: SLUG, runId: seeded.runIds[0]! }) },
    );
    expect(
      await cliCsv([
        "judge",
        "results",
        "--project",
        SLUG,
        "--run",
        seeded.runIds[0]!,
        "--format",
        "jsonl",
      ]),
    ).toBe(await (await jsonl).text());
  });

  it("the run comparison CSV: ids and justifications are text; the CLI writes the route's bytes", async () => {
    const web = await OUTPUTS["app/api/projects/[slug]/judge/compare/route.ts"]!();
    expectSafe("run comparison", web["run comparison"]!);
    const rows = parse(web["run comparison"]!, { columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const p of PAYLOADS) {
      expect(
        rows.map((r) => r.Patch),
        "patch",
      ).toContain(`'${p}`);
      expect(
        rows.map((r) => r["Run A justification"]),
        "justification",
      ).toContain(`'${p}`);
    }
    expect(await OUTPUTS["lib/cli/commands/judge-compare.ts"]!()).toEqual(web);
  });

  it("the effort CSV: bug ids are text, times numbers", async () => {
    const { effort } = await OUTPUTS["app/api/projects/[slug]/effort/route.ts"]!();
    expectSafe("effort", effort!);
    const rows = parse(effort!, { columns: true }) as Record<string, string>[];
    for (const p of PAYLOADS)
      expect(
        rows.map((r) => r.bugId),
        "bug id",
      ).toContain(`'${p}`);
    for (const r of rows) expect(r.rubricMs, "rubricMs").toMatch(/^\d+$/);
  });

  it("the patch table CSV: ids, bug types, tools and run labels are text; the CLI writes the route's bytes", async () => {
    const web = await OUTPUTS["app/api/projects/[slug]/patches/route.ts"]!();
    expectSafe("patch table", web["patch table"]!);
    const rows = parse(web["patch table"]!, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(8);
    for (const p of PAYLOADS)
      for (const column of ["patch", "bug", "bug_type", "tool"])
        expect(
          rows.map((r) => r[column]),
          column,
        ).toContain(`'${p}`);
    expect(rows.map((r) => r.patch)).toContain("'-0.25");
    expect(Object.keys(rows[0]!).some((c) => c.startsWith("label -2 baseline v1"))).toBe(true);
    expect(await OUTPUTS["lib/cli/commands/patches.ts"]!()).toEqual(web);
  });

  it("the rubric analytics CSV: imported bug ids are text, the figures numbers", async () => {
    const { "rubric analytics": text } =
      await OUTPUTS["app/api/projects/[slug]/rubric-analytics/route.ts"]!();
    expectSafe("rubric analytics", text!);
    const rows = parse(text!, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.bugId).sort()).toEqual(PAYLOADS.map((p) => `'${p}`).sort());
    for (const row of rows) expect(Number(row.versions)).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ["app/api/projects/[slug]/agreement/export/route.ts", "agreement"],
    ["lib/cli/commands/dashboard.ts", "cli dashboard"],
  ])(
    "every agreement table through %s: rater names, run labels and bug types are text, statistics exact numbers",
    async (output, prefix) => {
      const csvs = await OUTPUTS[output]!();
      const dashboard = await getAgreementDashboard({
        projectId: (await prisma.project.findUniqueOrThrow({ where: { slug: SLUG } })).id,
        viewerId: lead.id,
        query: ZAgreementQuery.parse(agreementQuery()),
      });
      const tables = buildAgreementTables({ dashboard });
      expect(Object.keys(csvs)).toHaveLength(AGREEMENT_TABLES.length);
      for (const id of AGREEMENT_TABLES) {
        const name = `${prefix} ${id}`;
        expectTable(name, csvs[name]!, tables[id as TAgreementTableId]);
        // The fixture's campaign is binary: its graded table is the header alone
        // (build-agreement-tables.test.ts lays out a graded one).
        if (id === "graded") expect(tables[id].rows, name).toEqual([]);
        else expect(tables[id].rows.length, `${name} has rows`).toBeGreaterThan(0);
      }
      const cells = (id: TAgreementTableId) =>
        (parse(csvs[`${prefix} ${id}`]!) as string[][]).flat();
      for (const p of [PAYLOADS[0], PAYLOADS[1], PAYLOADS[3]])
        expect(cells("raters"), "rater name").toContain(`'${p}`);
      expect(cells("bug-types"), "bug type").toContain(`'${PAYLOADS[2]}`);
      expect(
        cells("confusion").some((c) => c.startsWith("'-2 baseline v1")),
        "run label",
      ).toBe(true);
      // A negative statistic stays a plain number: the first two raters' κ is below zero.
      const negative = (parse(csvs[`${prefix} pairwise`]!) as string[][])
        .slice(1)
        .map((r) => Number(r[3]))
        .filter((k) => k < 0);
      expect(negative.length).toBeGreaterThan(0);
    },
  );

  it("the labels export: rater names and justifications are text, and they import back as written", async () => {
    const csvs = {
      ...(await OUTPUTS[
        "app/api/projects/[slug]/campaigns/[campaignId]/ratings/export/route.ts"
      ]!()),
      ...(await OUTPUTS["lib/cli/commands/ratings-export.ts"]!()),
    };
    expect(csvs["cli ratings export"]).toBe(csvs.labels);
    expectSafe("labels", csvs.labels!);
    const rows = parse(csvs.labels!, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(24);
    for (const p of [PAYLOADS[0], PAYLOADS[1], PAYLOADS[3]])
      expect(rows.map((r) => r.rater)).toContain(`'${p}`);
    expect(rows.map((r) => r.justification)).toContain(`'${PAYLOADS[2]}`);
    // Round trip: the quoted names and ids read back as the raters and patches they were.
    const projectId = (await prisma.project.findUniqueOrThrow({ where: { slug: SLUG } })).id;
    const copy = await createCampaign({
      projectId,
      actorId: lead.id,
      input: ZCreateCampaign.parse({
        name: "copy",
        selection: { kind: "none" },
        allowUnsure: true,
      }),
    });
    const report = await importRatings({
      campaign: { id: copy.id, projectId, phase: "labelling", allowUnsure: true },
      actorId: lead.id,
      fileName: "labels.csv",
      bytes: Buffer.from(csvs.labels!),
    });
    expect(report).toMatchObject({ written: true, created: 24, raters: 3, errors: [] });
    const ratings = async (id: string) =>
      (
        await prisma.rating.findMany({
          where: { campaignId: id },
          select: { patchId: true, raterKey: true, label: true },
        })
      )
        .map((r) => `${r.patchId} ${r.raterKey} ${r.label}`)
        .sort();
    expect(await ratings(copy.id)).toEqual(await ratings(seeded.campaignId));
    await prisma.campaign.delete({ where: { id: copy.id } });
  });
});
