import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION, forChunks } from "@/lib/db/for-chunks";
import { lockForWrites } from "@/lib/db/lock-for-writes";
import { AppError } from "@/lib/errors/app-error";
import type { TLineError } from "@/lib/import/schemas";
import { fingerprintExternalRun } from "./fingerprint-external-run";
import { parseExternalVerdicts, type TExternalVerdict } from "./parse-external-verdicts";
import type { TImportExternalRun } from "./schemas-external";
import { writeExternalRun } from "./write-external-run";

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
  /** Already imported: the latest version of this configuration has a run with these verdicts and settings. */
  unchanged: boolean;
};

export type TExternalImportReport = {
  fileName: string;
  format: "jsonl" | "csv";
  totalLines: number;
  validLines: number;
  invalidLines: number;
  errors: TLineError[];
  errorCount: number;
  /** Whether any run was written (false with errors, or when every run is unchanged). */
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
 * A run whose verdicts and settings the latest version of its configuration already holds is
 * reported `unchanged` and not written again; a `split` into more than `maxRuns` runs is refused.
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
  const runCount = new Set(parsed.rows.map((r) => r.group)).size;
  if (settings.split && runCount > settings.maxRuns)
    throw new AppError(
      "INVALID_INPUT",
      `split: the field "${settings.split}" has ${runCount} distinct values, so this file would make ${runCount} runs (at most ${settings.maxRuns}); split by another field, or raise maxRuns (--max-runs) to import them all.`,
    );
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
  const runs = await prisma.$transaction(async (tx) => {
    // Imports of verdicts into this project take turns from here: the check for an unchanged
    // run and the next version number see every import committed before this one.
    await lockForWrites({ tx, key: `judge-import:${projectId}` });
    const out: TExternalRunSummary[] = [];
    for (const [split, rows] of groups) {
      const summary = summarize({ name: settings.name, split, rows });
      if (summary.results === 0) {
        out.push(summary);
        continue;
      }
      const written = await writeExternalRun({
        tx,
        projectId,
        actorId,
        settings,
        name: summary.name,
        rule: {
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
        },
        fingerprint: fingerprintExternalRun({ settings, split, rows }),
        rows,
        now,
      });
      out.push({ ...summary, ...written });
    }
    return out;
  }, BULK_TRANSACTION);
  return { ...report, written: runs.some((r) => r.id !== null && !r.unchanged), runs };
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
    unchanged: false,
  };
}
