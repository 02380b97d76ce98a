import { parse } from "csv-parse/sync";
import { expect } from "vitest";
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
import { createProject } from "@/lib/projects/create-project";
import { claimDraftJobs } from "@/lib/rubrics/claim-draft-jobs";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { runDraftJob } from "@/lib/rubrics/run-draft-job";
import { ZRequestDrafts } from "@/lib/rubrics/schemas";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { createUser } from "@/lib/users/create-user";
import type { TTable } from "./table-formats";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The world of csv-exports.test.ts (import lib/test/test-db first): a project whose imported ids,
// titles, tools, rater names and LLM output are formula payloads, and the checks of a CSV text.

/** What an attacker can put in imported ids, titles, tools, rater names and LLM output. */
export const PAYLOADS = ['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)"] as const;
export const DANGEROUS_LEAD = /^[=+\-@\t\r]/;
export const SLUG = "csv-injection";

const waitFor = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 2_000 && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await done()).toBe(true);
};

/** Seeds the payload project: drafts, an external campaign, two judge runs; returns what the tests query. */
export async function seedCsvInjectionProject() {
  const runIds: string[] = [];
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
      hashPassword: reusePasswordHash,
    })
  ).id;
  const lead: TSessionUser = { id: leadId, email: "lead@csv.test", name: "Lead", isAdmin: false };

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
  const campaignId = (
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
  return { lead, campaignId, runIds };
}

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
export function expectSafe(name: string, text: string) {
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
export function expectTable(name: string, text: string, table: TTable) {
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
