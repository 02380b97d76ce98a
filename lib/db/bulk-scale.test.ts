import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { createProject } from "@/lib/projects/create-project";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { ZRequestDrafts } from "@/lib/rubrics/schemas";
import { sampleDiff } from "@/lib/test/diffs";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// Far more ids than one statement may bind (999 values on SQLite through Prisma, 32,766 on
// PostgreSQL, 65,535 in PostgreSQL's protocol): every bulk path must split its statements.
const enc = new TextEncoder();
const lines = (n: number, row: (i: number) => string) =>
  enc.encode(Array.from({ length: n }, (_, i) => row(i)).join("\n") + "\n");
const bugId = (i: number) => `B${i}`;
const patchId = (i: number) => `P${i}`;

// 10,000 rows already pass every statement's bind limit on both engines. 100,000 rows take about
// two minutes per engine on a quiet 2-core machine: a benchmark (`npm run bench:bulk`, which sets
// RUBRICATE_TEST_LARGE=1 and runs this file), not part of `npm test`.
const SIZES = process.env.RUBRICATE_TEST_LARGE === "1" ? [10_000, 100_000] : [10_000];

describe.each(SIZES)("bulk paths at %i rows", (n) => {
  it("imports bugs, patches and ratings, queues drafts and judge runs over all of them", async () => {
    const slug = `bulk-${n}`;
    const projectId = (
      await createProject({ input: { slug, name: slug, description: "" }, actorId: null })
    ).id;
    const bugs = lines(n, (i) =>
      JSON.stringify({
        bugId: bugId(i),
        report: `r${i}`,
        groundTruthPatch: sampleDiff(`  return x + ${i};`),
        bugType: i % 2 ? "UAF" : "OOB",
      }),
    );
    const b = await importDataset({
      projectId,
      actorId: null,
      fileName: "bugs.jsonl",
      bytes: bugs,
    });
    expect(b).toMatchObject({ written: true, created: { bugs: n }, errors: [] });
    // Re-importing checks every id against the project: all unchanged.
    expect(
      await importDataset({ projectId, actorId: null, fileName: "bugs.jsonl", bytes: bugs }),
    ).toMatchObject({ written: false, unchanged: n });

    const patches = lines(n, (i) =>
      JSON.stringify({
        patchId: patchId(i),
        bugId: bugId(i),
        patch: sampleDiff(`  return x - ${i};`),
      }),
    );
    const p = await importDataset({
      projectId,
      actorId: null,
      fileName: "patches.jsonl",
      bytes: patches,
    });
    expect(p).toMatchObject({ written: true, created: { patches: n, sources: n }, errors: [] });
    expect(
      await importDataset({ projectId, actorId: null, fileName: "patches.jsonl", bytes: patches }),
    ).toMatchObject({ written: false, unchanged: n });

    const lead = await createUser({
      input: {
        email: `lead-${n}@bulk.test`,
        name: "lead",
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: slug, role: "lead" }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    const campaign = await createCampaign({
      projectId,
      actorId: lead.id,
      input: ZCreateCampaign.parse({ name: "ext", selection: { kind: "none" }, allowUnsure: true }),
    });
    const csv = enc.encode(
      [
        "item,rater,label",
        ...Array.from({ length: n }, (_, i) => `${patchId(i)},ann,${i % 3 ? "VALID" : "INVALID"}`),
      ].join("\n"),
    );
    const ratings = await importRatings({
      campaign: { id: campaign.id, projectId, phase: "labelling", allowUnsure: true },
      actorId: lead.id,
      fileName: "r.csv",
      bytes: csv,
    });
    expect(ratings).toMatchObject({ written: true, created: n, addedPatches: n, errors: [] });

    const allIds = Array.from({ length: n }, (_, i) => bugId(i));
    const drafts = await requestDrafts({
      projectId,
      actorId: lead.id,
      input: ZRequestDrafts.parse({ bugIds: allIds, engine: "offline" }),
    });
    expect(drafts.queued).toBe(n);
    const again = await requestDrafts({
      projectId,
      actorId: lead.id,
      input: ZRequestDrafts.parse({ allWithoutRubric: true, engine: "offline" }),
    });
    expect(again).toMatchObject({ queued: 0 });
    expect(again.skipped).toHaveLength(n);
    expect(await prisma.draftJob.count({ where: { projectId } })).toBe(n);

    const config = await createJudgeConfig({
      projectId,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "sim",
        provider: "baseline",
        reference: "ground_truth",
      }),
    });
    const start = (filter: unknown) =>
      startJudgeRun({
        projectId,
        actorId: null,
        input: ZStartJudgeRun.parse({ configId: config.id, filter }),
      });
    expect(
      await start({ kind: "patches", patchIds: Array.from({ length: n }, (_, i) => patchId(i)) }),
    ).toMatchObject({ patches: n, total: n });
    expect(await start({ kind: "bugs", bugIds: allIds })).toMatchObject({ patches: n, total: n });
    expect(await start({ kind: "all" })).toMatchObject({ patches: n });
    const withCampaign = await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, campaignId: campaign.id }),
    });
    expect(withCampaign.patches).toBe(n);
    expect(await prisma.judgeJob.count({ where: { run: { projectId } } })).toBe(4 * n);
  }, 600_000);
});
