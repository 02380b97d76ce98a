import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { DB_PROVIDER, type TTransaction } from "@/lib/db/client";
import { insertRows } from "@/lib/db/insert-rows";
import type { TExternalVerdict } from "./parse-external-verdicts";
import {
  EXTERNAL_PROVIDER,
  EXTERNAL_REFERENCE,
  type TExternalScoreRule,
  type TImportExternalRun,
} from "./schemas-external";

/** Numbers one run's jobs (position) in bug, then patch, then sample order. */
const NUMBER_JOBS_SQL = `UPDATE "JudgeJob" SET "position" = r."n"
FROM (
  SELECT j."id", ROW_NUMBER() OVER (
    ORDER BY b."externalId", p."externalId", j."patchId", j."sample"
  ) - 1 AS "n"
  FROM "JudgeJob" j
  JOIN "Patch" p ON p."id" = j."patchId"
  JOIN "Bug" b ON b."id" = p."bugId"
  WHERE j."runId" = ${DB_PROVIDER === "postgresql" ? "$1" : "?"}
) AS r
WHERE "JudgeJob"."id" = r."id"`;

/**
 * Inside the import's transaction, one external run (one `split` value, or the whole file):
 * unless the latest version of the configuration `name` already holds a run with the same
 * `fingerprint` (then `unchanged`, and nothing is written), a new version of that configuration,
 * a completed JudgeRun, one done JudgeJob and JudgeResult per verdict, and the audit row.
 */
export async function writeExternalRun(options: {
  tx: TTransaction;
  projectId: string;
  actorId: string | null;
  settings: TImportExternalRun;
  name: string;
  rule: Omit<TExternalScoreRule, "fingerprint">;
  fingerprint: string;
  rows: readonly (TExternalVerdict & { patchId: string })[];
  now: Date;
}): Promise<{ id: string; version: number; unchanged: boolean }> {
  const { tx, projectId, actorId, settings, name, fingerprint, now } = options;
  const latest = await tx.judgeConfig.findFirst({
    where: { projectId, name },
    orderBy: { version: "desc" },
    select: {
      version: true,
      runs: { where: { origin: "external" }, select: { id: true, scoreRule: true } },
    },
  });
  const same = latest?.runs.find((r) => readFingerprint(r.scoreRule) === fingerprint);
  if (latest && same) return { id: same.id, version: latest.version, unchanged: true };
  const version = (latest?.version ?? 0) + 1;
  const rule: TExternalScoreRule = { ...options.rule, fingerprint };
  const judged = options.rows.filter((r) => r.label !== null);
  const config = await tx.judgeConfig.create({
    data: {
      projectId,
      name,
      version,
      provider: EXTERNAL_PROVIDER,
      model: settings.model,
      promptTemplate: EXTERNAL_REFERENCE,
      promptVersion: "",
      reference: EXTERNAL_REFERENCE,
      description: settings.source,
      threshold: settings.threshold ?? null,
      createdById: actorId,
    },
    select: { id: true },
  });
  const runId = randomUUID();
  await tx.judgeRun.create({
    data: {
      id: runId,
      projectId,
      configId: config.id,
      campaignId: settings.campaignId ?? null,
      status: "completed",
      concurrency: 1,
      total: judged.length,
      origin: "external",
      source: settings.source || rule.fileName,
      scoreRule: JSON.stringify(rule),
      createdById: actorId,
      createdAt: now,
      startedAt: now,
      finishedAt: now,
    },
  });
  const samples = new Map<string, number>();
  const rowsWithIds = judged.map((r) => {
    const sample = samples.get(r.patchId) ?? 0;
    samples.set(r.patchId, sample + 1);
    return { ...r, sample, jobId: randomUUID() };
  });
  await insertRows({
    tx,
    table: "JudgeJob",
    columns: [
      "id",
      "runId",
      "patchId",
      "sample",
      "status",
      "attempts",
      "nextAttemptAt",
      "createdAt",
      "updatedAt",
    ],
    rows: rowsWithIds.map((r) => [r.jobId, runId, r.patchId, r.sample, "done", 1, now, now, now]),
  });
  // Positions in result order (bug, patch, sample), as a queued run has them: the results
  // list pages by position (lib/judge/results/list-judge-results).
  await tx.$executeRawUnsafe(NUMBER_JOBS_SQL, runId);
  await insertRows({
    tx,
    table: "JudgeResult",
    columns: [
      "id",
      "runId",
      "jobId",
      "patchId",
      "sample",
      "label",
      "thought",
      "justification",
      "confidence",
      "score",
      "cached",
      "createdAt",
    ],
    rows: rowsWithIds.map((r) => [
      randomUUID(),
      runId,
      r.jobId,
      r.patchId,
      r.sample,
      r.label!,
      "",
      r.justification,
      r.confidence,
      r.score,
      false,
      now,
    ]),
  });
  await writeAudit({
    tx,
    actorId,
    projectId,
    action: "judge.run.import",
    entityType: "JudgeRun",
    entityId: runId,
    after: { configId: config.id, name, version, source: settings.source, ...rule },
  });
  return { id: runId, version, unchanged: false };
}

function readFingerprint(scoreRule: string): string | null {
  try {
    const rule = JSON.parse(scoreRule) as { fingerprint?: unknown };
    return typeof rule.fingerprint === "string" ? rule.fingerprint : null;
  } catch {
    return null;
  }
}
