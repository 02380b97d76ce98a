import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { NextRequest } from "next/server";
import { expect } from "vitest";
import { GET as labelsExportRoute } from "@/app/api/projects/[slug]/campaigns/[campaignId]/ratings/export/route";
import { GET as agreementExportRoute } from "@/app/api/projects/[slug]/agreement/export/route";
import { GET as agreementExportAllRoute } from "@/app/api/projects/[slug]/agreement/export-all/route";
import { GET as policyExportRoute } from "@/app/api/projects/[slug]/policy/export/route";
import { GET as judgeExportRoute } from "@/app/api/projects/[slug]/judge/runs/[runId]/export/route";
import { GET as researchExportRoute } from "@/app/api/projects/[slug]/research/export/route";
import { GET as compareRoute } from "@/app/api/projects/[slug]/judge/compare/route";
import { GET as patchesRoute } from "@/app/api/projects/[slug]/patches/route";
import { GET as effortRoute } from "@/app/api/projects/[slug]/effort/route";
import { GET as rubricAnalyticsRoute } from "@/app/api/projects/[slug]/rubric-analytics/route";
import { AGREEMENT_TABLES } from "@/lib/agreement/schemas";
import { POLICY_TABLES } from "@/lib/policies/schemas";
import { RESEARCH_TABLES } from "@/lib/research/schemas";
import { PAYLOADS, SLUG } from "./csv-injection.fixture";

/**
 * Every CSV output of the app, by the route file or CLI command that writes it, for
 * csv-exports.test.ts: the route handlers run for real (the test mocks only the session lookup),
 * the CLI in this process (lib/test run-cli) against the test database. `seeded` is filled by the test's beforeAll.
 */
export const seeded = { campaignId: "", runIds: [] as string[] };

export const request = (url: string) => new NextRequest(new URL(url, "http://localhost"));
const cli = makeInProcessCliRunner({ tag: "csv-exports", url: TEST_DATABASE_URL });
/** Runs the CLI (in this process) against the test database; its stdout (the command must succeed). */
export async function cliCsv(args: string[]): Promise<string> {
  const result = await cli.run(...args);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** Every table of `rubricate <command>` (research) as CSV, one call per table, for the seeded campaign and runs. */
async function cliTables(
  command: string,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const q = agreementQuery();
  const query = ["--campaign", q.campaignId, "--runs", q.runs, "--replicates", q.replicates];
  const out: Record<string, string> = {};
  for (const table of tables)
    out[`cli ${command} ${table}`] = await cliCsv([
      command,
      "--project",
      SLUG,
      ...query,
      "--table",
      table,
      "--format",
      "csv",
    ]);
  return out;
}

/** The seeded campaign and runs, with the fewest bootstrap replicates allowed (100). */
export const agreementQuery = () => ({
  campaignId: seeded.campaignId,
  runs: seeded.runIds.join(","),
  replicates: "100",
});

/**
 * Every agreement table from one `rubricate dashboard --all` (one call, not one per table),
 * and `--table pairwise` printed by a second: the one-table path writes the same bytes.
 */
async function cliDashboardTables(): Promise<Record<string, string>> {
  const q = agreementQuery();
  const query = ["--campaign", q.campaignId, "--runs", q.runs, "--replicates", q.replicates];
  const dir = mkdtempSync(path.join(tmpdir(), "csv-dashboard-"));
  await cliCsv(["dashboard", "--project", SLUG, ...query, "--all", "--out", dir]);
  const files = readdirSync(dir);
  const tables = Object.fromEntries(
    AGREEMENT_TABLES.map((table) => {
      const file = files.find((f) => f.endsWith(`-${table}.csv`));
      expect(file, `dashboard --all wrote ${table} as CSV`).toBeDefined();
      return [`cli dashboard ${table}`, readFileSync(path.join(dir, file!), "utf8")];
    }),
  );
  expect(
    await cliCsv([
      "dashboard",
      "--project",
      SLUG,
      ...query,
      "--table",
      "pairwise",
      "--format",
      "csv",
    ]),
    "dashboard --table pairwise --format csv",
  ).toBe(tables["cli dashboard pairwise"]);
  return tables;
}

export async function fetchCsv(response: Promise<Response>): Promise<string> {
  const res = await response;
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return res.text();
}

/**
 * Every table of a project's `…/<name>/export` route as CSV (`<name> <table>`), each with
 * `query` and its table id.
 */
async function routeTables(options: {
  name: string;
  route: (req: NextRequest, ctx: { params: Promise<{ slug: string }> }) => Promise<Response>;
  tables: readonly string[];
  query: Record<string, string>;
}): Promise<Record<string, string>> {
  const { name, route, tables, query } = options;
  const out: Record<string, string> = {};
  for (const table of tables) {
    const search = new URLSearchParams({ ...query, table, format: "csv" });
    out[`${name} ${table}`] = await fetchCsv(
      route(request(`/api/projects/${SLUG}/${name}/export?${search}`), {
        params: Promise.resolve({ slug: SLUG }),
      }),
    );
  }
  return out;
}

/** `rubricate judge results` of every seeded run, as CSV. */
async function cliJudgeResults(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const runId of seeded.runIds)
    out[`judge run ${runId}`] = await cliCsv([
      "judge",
      "results",
      "--project",
      SLUG,
      "--run",
      runId,
      "--format",
      "csv",
    ]);
  return out;
}

/** Every CSV output, by the route file or CLI command that writes it: name → CSV text. */
export const OUTPUTS: Record<string, () => Promise<Record<string, string>>> = {
  "app/api/projects/[slug]/judge/runs/[runId]/export/route.ts": async () =>
    Object.fromEntries(
      await Promise.all(
        seeded.runIds.map(
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
  "app/api/projects/[slug]/judge/compare/route.ts": async () => ({
    "run comparison": await fetchCsv(
      compareRoute(
        request(
          `/api/projects/${SLUG}/judge/compare?runA=${seeded.runIds[0]}&runB=${seeded.runIds[1]}&campaign=${seeded.campaignId}&replicates=100&format=csv`,
        ),
        { params: Promise.resolve({ slug: SLUG }) },
      ),
    ),
  }),
  "app/api/projects/[slug]/effort/route.ts": async () => ({
    effort: await fetchCsv(
      effortRoute(request(`/api/projects/${SLUG}/effort?format=csv`), {
        params: Promise.resolve({ slug: SLUG }),
      }),
    ),
  }),
  "app/api/projects/[slug]/patches/route.ts": async () => ({
    "patch table": await fetchCsv(
      patchesRoute(
        request(
          `/api/projects/${SLUG}/patches?campaigns=${seeded.campaignId}&runs=${seeded.runIds.join(",")}&format=csv`,
        ),
        { params: Promise.resolve({ slug: SLUG }) },
      ),
    ),
  }),
  "lib/cli/commands/patches.ts": async () => ({
    "patch table": await cliCsv([
      "patches",
      "--project",
      SLUG,
      "--campaigns",
      seeded.campaignId,
      "--runs",
      seeded.runIds.join(","),
      "--csv",
    ]),
  }),
  "lib/cli/commands/judge-compare.ts": async () => ({
    "run comparison": await cliCsv([
      "judge",
      "compare",
      "--project",
      SLUG,
      "--run-a",
      seeded.runIds[0]!,
      "--run-b",
      seeded.runIds[1]!,
      "--campaign",
      seeded.campaignId,
      "--replicates",
      "100",
      "--format",
      "csv",
    ]),
  }),
  "app/api/projects/[slug]/rubric-analytics/route.ts": async () => ({
    "rubric analytics": await fetchCsv(
      rubricAnalyticsRoute(request(`/api/projects/${SLUG}/rubric-analytics?format=csv`), {
        params: Promise.resolve({ slug: SLUG }),
      }),
    ),
  }),
  "app/api/projects/[slug]/agreement/export/route.ts": async () =>
    routeTables({
      name: "agreement",
      route: agreementExportRoute,
      tables: AGREEMENT_TABLES,
      query: agreementQuery(),
    }),
  "app/api/projects/[slug]/agreement/export-all/route.ts": async () => {
    const query = new URLSearchParams(agreementQuery());
    const res = await agreementExportAllRoute(
      request(`/api/projects/${SLUG}/agreement/export-all?${query}`),
      { params: Promise.resolve({ slug: SLUG }) },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const csv = Object.entries(files).filter(([name]) => name.endsWith(".csv"));
    expect(csv.length).toBeGreaterThan(0);
    return Object.fromEntries(
      csv.map(([name, bytes]) => [`agreement all ${name}`, strFromU8(bytes)]),
    );
  },
  "app/api/projects/[slug]/policy/export/route.ts": async () =>
    routeTables({
      name: "policy",
      route: policyExportRoute,
      tables: POLICY_TABLES,
      query: { runId: seeded.runIds[0]! },
    }),
  "lib/cli/commands/policy.ts": async () => {
    const out: Record<string, string> = {};
    for (const table of POLICY_TABLES)
      out[`cli policy ${table}`] = await cliCsv([
        "policy",
        "--project",
        SLUG,
        "--run",
        seeded.runIds[0]!,
        "--table",
        table,
        "--format",
        "csv",
      ]);
    return out;
  },
  "app/api/projects/[slug]/research/export/route.ts": async () =>
    routeTables({
      name: "research",
      route: researchExportRoute,
      tables: RESEARCH_TABLES,
      query: agreementQuery(),
    }),
  "lib/cli/commands/research.ts": async () => cliTables("research", RESEARCH_TABLES),
  "lib/cli/commands/bouncer.ts": async () => {
    // Model names are the only free text of the input-bouncer table: each payload names one.
    const dir = mkdtempSync(path.join(tmpdir(), "csv-bouncer-"));
    const annotations = path.join(dir, "annotations.csv");
    writeFileSync(annotations, "instance_id,underspecified\na,0\nb,3\n");
    const outputs = path.join(dir, "outputs.jsonl");
    writeFileSync(
      outputs,
      PAYLOADS.flatMap((model) =>
        ["a", "b"].map((instanceId) => JSON.stringify({ instanceId, model, labelScore: 2 })),
      ).join("\n") + "\n",
    );
    return {
      "cli bouncer input": await cliCsv([
        "bouncer",
        "input",
        "--annotations",
        annotations,
        outputs,
        "--format",
        "csv",
      ]),
    };
  },
  "lib/cli/commands/dashboard.ts": async () => cliDashboardTables(),
  "app/api/projects/[slug]/campaigns/[campaignId]/ratings/export/route.ts": async () => ({
    labels: await fetchCsv(
      labelsExportRoute(
        request(`/api/projects/${SLUG}/campaigns/${seeded.campaignId}/ratings/export?format=csv`),
        { params: Promise.resolve({ slug: SLUG, campaignId: seeded.campaignId }) },
      ),
    ),
  }),
  "lib/cli/commands/judge-runs.ts": async () => cliJudgeResults(),
  // `judge` registers `judge results` with its other run commands.
  "lib/cli/commands/judge.ts": async () => cliJudgeResults(),
  "lib/cli/commands/ratings-export.ts": async () => ({
    "cli ratings export": await cliCsv([
      "ratings",
      "export",
      "--project",
      SLUG,
      "--campaign",
      seeded.campaignId,
    ]),
  }),
  // `campaign` registers `ratings export` beside `ratings import`.
  "lib/cli/commands/campaign.ts": async () => ({
    "cli ratings export": await cliCsv([
      "ratings",
      "export",
      "--project",
      SLUG,
      "--campaign",
      seeded.campaignId,
    ]),
  }),
};
