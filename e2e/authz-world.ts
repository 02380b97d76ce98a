import { readFileSync } from "node:fs";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { DB_PROVIDER, prisma, sql } from "@/lib/db/client";
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

/** A model's table: its name, but for better-auth's lower-case `user`. */
const table = (model: string) =>
  model === "user" ? `"user"` : `"${model[0]!.toUpperCase()}${model.slice(1)}"`;

/** The scalar part of the snapshot as one statement: a round trip, not one per table. */
const SCALARS = `SELECT ${[
  ...COUNTED.map((m) => `(SELECT COUNT(*) FROM ${table(m)}) AS "${m}"`),
  ...TOUCHED.map((m) => `(SELECT MAX("updatedAt") FROM ${table(m)}) AS "${m}.updatedAt"`),
  `(SELECT COUNT(*) FROM "user" WHERE "isAdmin" = ${DB_PROVIDER === "postgresql" ? "true" : "1"}) AS admins`,
].join(", ")}`;

/** Rows of a list as sorted strings. */
const listed = async (statement: string) =>
  (await sql.query<Record<string, unknown>>({ sql: statement, args: [] }))
    .map((r) => Object.values(r).map(String).join(":"))
    .sort();

/**
 * Every domain table's row count, the last update of each table that records one, and who
 * holds which project and campaign role: a write anywhere in the database changes it. Read
 * on the driver in four statements (it runs around every call of the authorization suites).
 */
export async function dbSnapshot(): Promise<Record<string, unknown>> {
  const [scalars] = await sql.query<Record<string, unknown>>({ sql: SCALARS, args: [] });
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(scalars!))
    out[k] = v instanceof Date ? v.toISOString() : v === null ? null : String(v);
  out.roles = await listed(`SELECT "userId", "projectId", "role" FROM "ProjectRole"`);
  out.campaignPeople = await listed(`SELECT "userId", "campaignId", "role" FROM "CampaignRater"`);
  out.runs = await listed(`SELECT "id", "status" FROM "JudgeRun"`);
  return out;
}
