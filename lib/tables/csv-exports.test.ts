import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as agreementExportRoute } from "@/app/api/projects/[slug]/agreement/export/route";
import { GET as policyExportRoute } from "@/app/api/projects/[slug]/policy/export/route";
import { GET as judgeExportRoute } from "@/app/api/projects/[slug]/judge/runs/[runId]/export/route";
import { GET as rubricAnalyticsRoute } from "@/app/api/projects/[slug]/rubric-analytics/route";
import { buildAgreementTables } from "@/lib/agreement/build-agreement-tables";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { AGREEMENT_TABLES, ZAgreementQuery, type TAgreementTableId } from "@/lib/agreement/schemas";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { createJudgeWorker } from "@/lib/judge/worker/create-judge-worker";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { POLICY_TABLES } from "@/lib/policies/schemas";
import { createProject } from "@/lib/projects/create-project";
import { claimDraftJobs } from "@/lib/rubrics/claim-draft-jobs";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { runDraftJob } from "@/lib/rubrics/run-draft-job";
import { ZRequestDrafts } from "@/lib/rubrics/schemas";
import { discoverCsvOutputs } from "@/lib/test/discover-csv-outputs";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { createUser } from "@/lib/users/create-user";
import type { TTable } from "./table-formats";

// The route handlers run for real (withAuth, zod, the domain function, the Response); only the
// session lookup is replaced by the seeded lead, as a signed-in browser would present it.
const session = vi.hoisted(() => ({ user: null as TSessionUser | null }));
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => session.user }));

/** What an attacker can put in imported ids, titles, tools, rater names and LLM output. */
const PAYLOADS = ['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)"] as const;
const DANGEROUS_LEAD = /^[=+\-@\t\r]/;
const SLUG = "csv-injection";

let lead: TSessionUser;
let campaignId = "";
const runIds: string[] = [];

const waitFor = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 2_000 && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await done()).toBe(true);
};

beforeAll(async () => {
  const project = await createProject({
    input: { slug: SLUG, name: "CSV injection", description: "" },
    actorId: null,
  });
  const leadId = (
    await createUser({
      input: {
        email: "lead@csv.test",
        name: "Lead",
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: SLUG, role: "lead" }],
      },
      actorId: null,
    })
  ).id;
  lead = { id: leadId, email: "lead@csv.test", name: "Lead", isAdmin: false };
  session.user = lead;

  // Bugs and tools named by the payloads; patch ids too, plus one that only looks like a number.
  const bugs = PAYLOADS.map((p, i) => ({
    bugId: p,
    title: p,
    bugType: p,
    report: `${p} crashes`,
    groundTruthPatch: sampleDiff(`  return x + ${i + 1};`),
  }));
  const patches = PAYLOADS.flatMap((p, i) => [
    {
      patchId: p,
      bugId: p,
      tool: p,
      sample: 0,
      passesTests: true,
      patch: sampleDiff(`  return x + ${i + 1};`),
    },
    {
      patchId: i === 0 ? "-0.25" : `${p}#2`,
      bugId: p,
      tool: "\t=1+1",
      sample: 1,
      passesTests: i % 2 === 0,
      patch: sampleDiff(`  return x - ${i + 1};`),
    },
  ]);
  for (const [kind, rows] of [
    ["bugs", bugs],
    ["patches", patches],
  ] as const) {
    const report = await importDataset({
      projectId: project.id,
      actorId: null,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: jsonl([...rows]),
    });
    expect(report.errors).toEqual([]);
  }

  // Offline rubric drafts for every bug: the rubric analytics rows.
  await requestDrafts({
    projectId: project.id,
    actorId: leadId,
    input: ZRequestDrafts.parse({ allWithoutRubric: true, engine: "offline" }),
  });
  const claimOne = async () =>
    (await claimDraftJobs({ limit: 1, leaseUntil: new Date(Date.now() + 60_000) }))[0]?.id;
  for (let job = await claimOne(); job; job = await claimOne())
    expect(await runDraftJob({ jobId: job })).toBe("done");

  // Three external raters named by the payloads; the first two disagree on most patches (a negative κ).
  campaignId = (
    await createCampaign({
      projectId: project.id,
      actorId: leadId,
      input: ZCreateCampaign.parse({
        name: "=cmd|' /C calc'!A0",
        selection: { kind: "none" },
        allowUnsure: true,
      }),
    })
  ).id;
  const labels = ["VVV", "III", "VIV", "IVI", "VIV", "IVI", "VII", "IVV"];
  const raters = [PAYLOADS[0], PAYLOADS[3], PAYLOADS[1]];
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const csv = [
    "item,rater,label",
    ...patches.flatMap((p, i) =>
      raters.map((r, k) =>
        [quote(p.patchId), quote(r), labels[i]![k] === "V" ? "VALID" : "INVALID"].join(","),
      ),
    ),
  ].join("\n");
  const imported = await importRatings({
    campaign: { id: campaignId, projectId: project.id, phase: "labelling", allowUnsure: true },
    actorId: leadId,
    fileName: "ratings.csv",
    bytes: Buffer.from(csv),
  });
  expect(imported).toMatchObject({ written: true, created: 24, raters: 3 });
  await prisma.rating.updateMany({ where: { campaignId }, data: { justification: PAYLOADS[2] } });
  await changeCampaignPhase({ campaignId, actorId: leadId, input: { phase: "reveal" } });

  // Two similarity-baseline runs; the first's name leads its label with "-".
  for (const [name, threshold] of [
    ["-2 baseline", 0.5],
    ["Strict baseline", 0.9],
  ] as const) {
    const config = await createJudgeConfig({
      projectId: project.id,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name,
        provider: "baseline",
        reference: "ground_truth",
        threshold,
      }),
    });
    runIds.push(
      (
        await startJudgeRun({
          projectId: project.id,
          actorId: null,
          input: ZStartJudgeRun.parse({ configId: config.id, campaignId }),
        })
      ).id,
    );
  }
  const worker = createJudgeWorker({
    pollMs: 20,
    onError: (e) => {
      throw e;
    },
  });
  try {
    await waitFor(
      async () =>
        (await prisma.judgeRun.count({ where: { id: { in: runIds }, status: "completed" } })) ===
        runIds.length,
    );
  } finally {
    await worker.stop();
  }
  // LLM output is attacker-influenced too (prompt injection through a bug report): justifications and errors.
  const results = await prisma.judgeResult.findMany({
    where: { runId: runIds[0] },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const [i, r] of results.entries())
    await prisma.judgeResult.update({
      where: { id: r.id },
      data: { justification: [...PAYLOADS, "\r=1+1"][i % 5] },
    });
  const failing = await prisma.judgeJob.findFirstOrThrow({
    where: { runId: runIds[1] },
    select: { id: true },
  });
  await prisma.judgeResult.deleteMany({ where: { jobId: failing.id } });
  await prisma.judgeJob.update({
    where: { id: failing.id },
    data: { status: "failed", lastError: PAYLOADS[3] },
  });
}, 120_000);

const request = (url: string) => new NextRequest(new URL(url, "http://localhost"));
const agreementQuery = () => ({ campaignId, runs: runIds.join(","), replicates: "200" });

async function fetchCsv(response: Promise<Response>): Promise<string> {
  const res = await response;
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return res.text();
}

/** Every CSV output, by the route file or CLI command that writes it: name → CSV text. */
const OUTPUTS: Record<string, () => Promise<Record<string, string>>> = {
  "app/api/projects/[slug]/judge/runs/[runId]/export/route.ts": async () =>
    Object.fromEntries(
      await Promise.all(
        runIds.map(
          async (runId) =>
            [
              `judge run ${runId}`,
              await fetchCsv(
                judgeExportRoute(
                  request(`/api/projects/${SLUG}/judge/runs/${runId}/export?format=csv`),
                  { params: Promise.resolve({ slug: SLUG, runId }) },
                ),
              ),
            ] as const,
        ),
      ),
    ),
  "app/api/projects/[slug]/rubric-analytics/route.ts": async () => ({
    "rubric analytics": await fetchCsv(
      rubricAnalyticsRoute(request(`/api/projects/${SLUG}/rubric-analytics?format=csv`), {
        params: Promise.resolve({ slug: SLUG }),
      }),
    ),
  }),
  "app/api/projects/[slug]/agreement/export/route.ts": async () => {
    const out: Record<string, string> = {};
    for (const table of AGREEMENT_TABLES) {
      const query = new URLSearchParams({ ...agreementQuery(), table, format: "csv" });
      out[`agreement ${table}`] = await fetchCsv(
        agreementExportRoute(request(`/api/projects/${SLUG}/agreement/export?${query}`), {
          params: Promise.resolve({ slug: SLUG }),
        }),
      );
    }
    return out;
  },
  "app/api/projects/[slug]/policy/export/route.ts": async () => {
    const out: Record<string, string> = {};
    for (const table of POLICY_TABLES) {
      const query = new URLSearchParams({ runId: runIds[0]!, table, format: "csv" });
      out[`policy ${table}`] = await fetchCsv(
        policyExportRoute(request(`/api/projects/${SLUG}/policy/export?${query}`), {
          params: Promise.resolve({ slug: SLUG }),
        }),
      );
    }
    return out;
  },
  "lib/cli/commands/policy.ts": async () => {
    const out: Record<string, string> = {};
    for (const table of POLICY_TABLES) {
      const cli = spawnSync(
        process.execPath,
        [
          path.resolve("bin/rubricate.mjs"),
          "policy",
          "--project",
          SLUG,
          "--run",
          runIds[0]!,
          "--table",
          table,
          "--format",
          "csv",
        ],
        {
          encoding: "utf8",
          env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, AUTH_SECRET: "x".repeat(40) },
        },
      );
      expect(cli.status, cli.stderr).toBe(0);
      out[`cli policy ${table}`] = cli.stdout;
    }
    return out;
  },
  "lib/cli/commands/dashboard.ts": async () => {
    const out: Record<string, string> = {};
    for (const table of AGREEMENT_TABLES) {
      const q = agreementQuery();
      const cli = spawnSync(
        process.execPath,
        [
          path.resolve("bin/rubricate.mjs"),
          "dashboard",
          "--project",
          SLUG,
          "--campaign",
          q.campaignId,
          "--runs",
          q.runs,
          "--replicates",
          q.replicates,
          "--table",
          table,
          "--format",
          "csv",
        ],
        {
          encoding: "utf8",
          env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, AUTH_SECRET: "x".repeat(40) },
        },
      );
      expect(cli.status, cli.stderr).toBe(0);
      out[`cli dashboard ${table}`] = cli.stdout;
    }
    return out;
  },
};

/** Columns of the judge and analytics exports written from JavaScript numbers. */
const NUMERIC_COLUMNS = new Set([
  "valid_votes",
  "invalid_votes",
  "confidence",
  "versions",
  "distance",
  "normalized",
  "added",
  "deleted",
  "modified",
]);
const isNumberText = (cell: string) => cell !== "" && String(Number(cell)) === cell;

/** No cell may lead with a formula character, except a number in a numeric column; those must parse back as numbers. */
function expectSafe(name: string, text: string) {
  const [header, ...rows] = parse(text, { relax_quotes: false }) as string[][];
  expect(header, name).toBeDefined();
  for (const [r, row] of [header!, ...rows].entries()) {
    for (const [c, cell] of row.entries()) {
      if (r > 0 && NUMERIC_COLUMNS.has(header![c]!)) {
        expect(
          cell === "" || isNumberText(cell),
          `${name}: ${header![c]} "${cell}" is a number`,
        ).toBe(true);
        continue;
      }
      expect(
        DANGEROUS_LEAD.test(cell),
        `${name}: row ${r} column ${header![c]}: ${JSON.stringify(cell)}`,
      ).toBe(false);
    }
  }
}

/** The CSV of a dashboard table cell by cell against the table it was written from: numbers exact, strings as text. */
function expectTable(name: string, text: string, table: TTable) {
  const rows = parse(text) as string[][];
  const source = [table.columns, ...table.rows];
  expect(rows, name).toHaveLength(source.length);
  for (const [r, row] of source.entries()) {
    for (const [c, cell] of row.entries()) {
      const got = rows[r]![c]!;
      const where = `${name} row ${r} column ${table.columns[c]}: ${JSON.stringify(got)}`;
      if (typeof cell === "number") {
        expect(Number(got), where).toBe(cell);
        expect(got, where).toBe(String(cell));
      } else if (cell === null) expect(got, where).toBe("");
      else if (typeof cell === "string")
        expect(got, where).toBe(DANGEROUS_LEAD.test(cell) ? `'${cell}` : cell);
      else expect(got, where).toBe(String(cell));
      if (typeof cell !== "number") expect(DANGEROUS_LEAD.test(got), where).toBe(false);
    }
  }
}

describe("every CSV export neutralises formula cells and keeps numbers numeric", () => {
  it("covers every route and CLI command that writes CSV", () => {
    const found = discoverCsvOutputs();
    expect(
      [...found.routes, ...found.cliCommands].sort(),
      "a new CSV output must be added to OUTPUTS in this test",
    ).toEqual(Object.keys(OUTPUTS).sort());
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
        expect(tables[id].rows.length, `${name} has rows`).toBeGreaterThan(0);
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
});
