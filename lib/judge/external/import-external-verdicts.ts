import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { BULK_TRANSACTION, forChunks } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import type { TLineError } from "@/lib/import/schemas";
import { parseExternalVerdicts, type TExternalVerdict } from "./parse-external-verdicts";
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

/** Line errors listed in a report; `errorCount` gives the total. */
const MAX_REPORTED_ERRORS = 1000;

export type TExternalRunSummary = {
  id: string | null;
  name: string;
  version: number | null;
  split: string | null;
  results: number;
  valid: number;
  invalid: number;
  /** Rows left without a verdict (don't know → skip, or no label and no score). */
  abstained: number;
  scored: number;
};

export type TExternalImportReport = {
  fileName: string;
  format: "jsonl" | "csv";
  totalLines: number;
  validLines: number;
  invalidLines: number;
  errors: TLineError[];
  errorCount: number;
  written: boolean;
  runs: TExternalRunSummary[];
};

/**
 * Imports another system's verdicts as one external judge run (or one per value of the
 * `split` field): an ordinary JudgeConfig (provider and reference "external", versioned by
 * name), a completed JudgeRun marked `origin: external` with its source and score rule, and one
 * done JudgeJob and JudgeResult (label, score, confidence, justification) per patch, all in one
 * transaction with the audit row. Rows name patches by their imported id; two ids merged into
 * one patch become two samples of it. All-or-nothing: a file with any line error writes nothing.
 */
export async function importExternalVerdicts(options: {
  projectId: string;
  actorId: string | null;
  fileName: string;
  bytes: Uint8Array;
  settings: TImportExternalRun;
}): Promise<TExternalImportReport> {
  const { projectId, actorId, fileName, bytes, settings } = options;
  if (settings.campaignId) {
    const campaign = await prisma.campaign.findFirst({
      where: { id: settings.campaignId, projectId },
      select: { id: true },
    });
    if (!campaign)
      throw new AppError("INVALID_INPUT", "campaignId: no such campaign in this project.");
  }
  const parsed = await parseExternalVerdicts({ bytes, fileName, settings });
  const items = [...new Set(parsed.rows.map((r) => r.item))];
  const sources = (
    await forChunks({
      items,
      run: (chunk) =>
        prisma.patchSource.findMany({
          where: { projectId, externalId: { in: chunk } },
          select: { externalId: true, patchId: true },
        }),
    })
  ).flat();
  const patchOf = new Map(sources.map((s) => [s.externalId, s.patchId]));
  const errors = [...parsed.errors];
  const groups = new Map<string | null, (TExternalVerdict & { patchId: string })[]>();
  const firstLine = new Map<string, number>();
  for (const row of parsed.rows) {
    const patchId = patchOf.get(row.item);
    if (!patchId) {
      errors.push({
        line: row.line,
        field: settings.patchField,
        message: `no patch with id "${row.item}" in this project`,
      });
      continue;
    }
    const key = JSON.stringify([row.group, row.item]);
    const first = firstLine.get(key);
    if (first !== undefined) {
      errors.push({
        line: row.line,
        field: settings.patchField,
        message: `patch "${row.item}" already has a verdict on line ${first}${row.group === null ? "" : ` for ${settings.split} "${row.group}"`}`,
      });
      continue;
    }
    firstLine.set(key, row.line);
    const list = groups.get(row.group) ?? [];
    list.push({ ...row, patchId });
    groups.set(row.group, list);
  }
  errors.sort((a, b) => a.line - b.line);
  const invalidLines = new Set(errors.map((e) => e.line)).size;
  const summaries = [...groups].map(([split, rows]) =>
    summarize({ name: settings.name, split, rows }),
  );
  const report: TExternalImportReport = {
    fileName,
    format: parsed.format,
    totalLines: parsed.totalLines,
    validLines: parsed.totalLines - invalidLines,
    invalidLines,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    errorCount: errors.length,
    written: false,
    runs: summaries,
  };
  if (errors.length > 0) return report;
  if (summaries.every((s) => s.results === 0))
    throw new AppError("INVALID_INPUT", "No row gives a verdict: nothing to import.");
  const now = new Date();
  const written = await prisma.$transaction(async (tx) => {
    const out: TExternalRunSummary[] = [];
    for (const [split, rows] of groups) {
      const summary = summarize({ name: settings.name, split, rows });
      const judged = rows.filter((r) => r.label !== null);
      if (judged.length === 0) {
        out.push(summary);
        continue;
      }
      const latest = await tx.judgeConfig.findFirst({
        where: { projectId, name: summary.name },
        orderBy: { version: "desc" },
        select: { version: true },
      });
      const version = (latest?.version ?? 0) + 1;
      const rule: TExternalScoreRule = {
        format: parsed.format,
        fileName,
        threshold: settings.threshold ?? null,
        dontKnow:
          settings.dontKnowScore === undefined
            ? null
            : { score: settings.dontKnowScore, as: settings.dontKnowAs! },
        fields: {
          patch: settings.patchField,
          label: settings.labelField,
          score: settings.scoreField,
          justification: settings.justificationField,
          confidence: settings.confidenceField,
        },
        split: split === null ? null : { field: settings.split!, value: split },
        abstained: summary.abstained,
      };
      const config = await tx.judgeConfig.create({
        data: {
          projectId,
          name: summary.name,
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
          source: settings.source || fileName,
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
        rows: rowsWithIds.map((r) => [
          r.jobId,
          runId,
          r.patchId,
          r.sample,
          "done",
          1,
          now,
          now,
          now,
        ]),
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
        after: {
          configId: config.id,
          name: summary.name,
          version,
          source: settings.source,
          ...rule,
        },
      });
      out.push({ ...summary, id: runId, version });
    }
    return out;
  }, BULK_TRANSACTION);
  return { ...report, written: true, runs: written };
}

function summarize(options: {
  name: string;
  split: string | null;
  rows: readonly TExternalVerdict[];
}): TExternalRunSummary {
  const { name, split, rows } = options;
  const label =
    split === null ? name : `${name} ${split.replace(/[^\w .:-]+/g, "-")}`.slice(0, 100);
  return {
    id: null,
    name: label,
    version: null,
    split,
    results: rows.filter((r) => r.label !== null).length,
    valid: rows.filter((r) => r.label === "VALID").length,
    invalid: rows.filter((r) => r.label === "INVALID").length,
    abstained: rows.filter((r) => r.label === null).length,
    scored: rows.filter((r) => r.score !== null).length,
  };
}
