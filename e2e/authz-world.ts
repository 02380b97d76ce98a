import { readFileSync } from "node:fs";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { ZRequestDrafts } from "@/lib/rubrics/schemas";
import { importDataset } from "@/lib/import/import-dataset";
import { createStudy } from "@/lib/studies/create-study";
import { ZCreateStudy } from "@/lib/studies/schemas";
import type { TWorld, TWorldUser } from "./fixtures";

export type TIds = { campaignId: string; assignmentId: string; patchId: string; runId: string };

const idOf = async (u: TWorldUser) =>
  (await prisma.user.findUniqueOrThrow({ where: { email: u.email }, select: { id: true } })).id;
const projectIdOf = async (slug: string) =>
  (await prisma.project.findUniqueOrThrow({ where: { slug }, select: { id: true } })).id;

/**
 * A real campaign of the world's three raters (and `adjudicators`, named), and a finished
 * baseline judge run, so campaign and judge routes are checked against real ids.
 */
export async function campaignIds(
  world: TWorld,
  options: { adjudicators?: TWorldUser[] } = {},
): Promise<TIds> {
  const projectId = await projectIdOf(world.slug);
  const raterIds = await Promise.all(
    [world.users.rater, world.users.rater2, world.users.rater3].map(idOf),
  );
  const adjudicatorIds = await Promise.all((options.adjudicators ?? []).map(idOf));
  const lead = await idOf(world.users.lead);
  const c = await createCampaign({
    projectId,
    actorId: lead,
    input: ZCreateCampaign.parse({
      name: "authz",
      selection: { kind: "all" },
      raterIds,
      adjudicatorIds,
    }),
  });
  const a = await prisma.assignment.findFirstOrThrow({
    where: { campaignId: c.id, rater: { email: world.users.rater.email } },
    select: { id: true, patchId: true },
  });
  const config = await createJudgeConfig({
    projectId,
    actorId: lead,
    input: ZCreateJudgeConfig.parse({
      name: "authz",
      provider: "baseline",
      reference: "ground_truth",
    }),
  });
  const run = await startJudgeRun({
    projectId,
    actorId: lead,
    input: ZStartJudgeRun.parse({ configId: config.id }),
  });
  return { campaignId: c.id, assignmentId: a.id, patchId: a.patchId, runId: run.id };
}

/**
 * A preliminary study of the world's three raters (the campaign's) over `bugId`'s patches, in the
 * authoring phase, so study routes are checked against real ids.
 */
export async function studyId(world: TWorld, bugId: string): Promise<string> {
  const raterIds = await Promise.all(
    [world.users.rater, world.users.rater2, world.users.rater3].map(idOf),
  );
  const study = await createStudy({
    projectId: await projectIdOf(world.slug),
    actorId: await idOf(world.users.lead),
    input: ZCreateStudy.parse({ name: "authz", raterIds, bugIds: [bugId] }),
  });
  return study.id;
}

/** A finished offline draft of `bugId`: its batch id and the rubric's latest version id. */
export async function draftedRubric(
  world: TWorld,
  bugId: string,
): Promise<{ batchId: string; versionId: string }> {
  const projectId = await projectIdOf(world.slug);
  const { batchId } = await requestDrafts({
    projectId,
    actorId: await idOf(world.users.lead),
    input: ZRequestDrafts.parse({ bugIds: [bugId], engine: "offline" }),
  });
  await waitForBackgroundWork();
  const version = await prisma.rubricVersion.findFirstOrThrow({
    where: { rubric: { bug: { projectId, externalId: bugId } } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  return { batchId, versionId: version.id };
}

/** Imports one bug and one patch of its own into the world: the bug's external id and the patch's (internal) id. */
export async function importOwnBug(
  world: TWorld,
  tag: string,
): Promise<{ bugId: string; patchId: string }> {
  const projectId = await projectIdOf(world.slug);
  const bug = JSON.parse(
    readFileSync("lib/demo/data/bugs.jsonl", "utf8").split("\n")[0]!,
  ) as Record<string, unknown>;
  const patch = JSON.parse(
    readFileSync("lib/demo/data/patches.jsonl", "utf8").split("\n")[0]!,
  ) as Record<string, unknown>;
  const bugId = `${tag}-bug`;
  const patchId = `${tag}-bug:tool:0`;
  for (const [kind, row] of [
    ["bugs", { ...bug, bugId }],
    ["patches", { ...patch, bugId, patchId }],
  ] as const) {
    const r = await importDataset({
      projectId,
      actorId: null,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: Buffer.from(JSON.stringify(row) + "\n"),
    });
    if (!r.written) throw new Error(`import failed: ${JSON.stringify(r.errors.slice(0, 3))}`);
  }
  const patch2 = await prisma.patch.findFirstOrThrow({
    where: { projectId, externalId: patchId },
    select: { id: true },
  });
  return { bugId, patchId: patch2.id };
}

/** Waits (bounded) until no draft or judge job is queued or running anywhere. */
export async function waitForBackgroundWork(timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const busy =
      (await prisma.draftJob.count({ where: { status: { in: ["pending", "running"] } } })) +
      (await prisma.judgeJob.count({ where: { status: { in: ["pending", "running"] } } })) +
      (await prisma.judgeRun.count({ where: { status: { in: ["queued", "running"] } } }));
    if (busy === 0) return;
    if (Date.now() > until) throw new Error(`background work still busy after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const COUNTED = [
  "user",
  "project",
  "projectRole",
  "bug",
  "patch",
  "patchSource",
  "importJob",
  "rubric",
  "draftJob",
  "rubricVersion",
  "rubricEdit",
  "rubricReview",
  "rubricEditComment",
  "campaign",
  "campaignPatch",
  "campaignRater",
  "assignment",
  "rating",
  "consensus",
  "study",
  "studyRater",
  "studyPatch",
  "studyRubric",
  "studyLabel",
  "judgeConfig",
  "judgeRun",
  "judgeJob",
  "judgeResult",
  "llmCall",
  "auditLog",
] as const;
const TOUCHED = [
  "user",
  "study",
  "studyRubric",
  "project",
  "bug",
  "rubric",
  "draftJob",
  "campaign",
  "assignment",
  "rating",
  "judgeJob",
] as const;

type TDelegate = {
  count: () => Promise<number>;
  aggregate: (a: { _max: { updatedAt: true } }) => Promise<{ _max: { updatedAt: Date | null } }>;
};

/**
 * Every domain table's row count, the last update of each table that records one, and who
 * holds which project and campaign role: a write anywhere in the database changes it.
 */
export async function dbSnapshot(): Promise<Record<string, unknown>> {
  const db = prisma as unknown as Record<string, TDelegate>;
  const out: Record<string, unknown> = {};
  for (const m of COUNTED) out[m] = await db[m]!.count();
  for (const m of TOUCHED)
    out[`${m}.updatedAt`] =
      (await db[m]!.aggregate({ _max: { updatedAt: true } }))._max.updatedAt?.toISOString() ?? null;
  out.roles = (
    await prisma.projectRole.findMany({ select: { userId: true, projectId: true, role: true } })
  )
    .map((r) => `${r.userId}:${r.projectId}:${r.role}`)
    .sort();
  out.campaignPeople = (
    await prisma.campaignRater.findMany({ select: { userId: true, campaignId: true, role: true } })
  )
    .map((r) => `${r.userId}:${r.campaignId}:${r.role}`)
    .sort();
  out.runs = (await prisma.judgeRun.findMany({ select: { id: true, status: true } }))
    .map((r) => `${r.id}:${r.status}`)
    .sort();
  out.admins = await prisma.user.count({ where: { isAdmin: true } });
  return out;
}
