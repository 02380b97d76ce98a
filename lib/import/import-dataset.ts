import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma, type TTransaction } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { parseImportFile } from "./parse-import-file";
import { planBugImport, type TExistingBug } from "./plan-bug-import";
import { planPatchImport, type TExistingSource } from "./plan-patch-import";
import type { TBugInput, TImportKind, TImportReport, TLineError, TPatchInput } from "./schemas";

const MAX_STORED_ERRORS = 1000;

/**
 * Imports a JSONL file of bugs, patches, SWE-bench tasks or predictions into a
 * project. All-or-nothing unless `skipInvalid`: with any invalid line nothing
 * is written. Writes, the import record and its audit row share one transaction.
 */
export async function importDataset(options: {
  projectId: string;
  actorId: string | null;
  fileName: string;
  bytes: Uint8Array;
  kind?: TImportKind;
  skipInvalid?: boolean;
}): Promise<TImportReport> {
  const { projectId, actorId, fileName, skipInvalid = false } = options;
  const parsed = parseImportFile({ bytes: options.bytes, kind: options.kind });
  const report: TImportReport = {
    kind: parsed.kind, fileName, totalLines: parsed.totalLines, validLines: 0, invalidLines: 0,
    errors: [], written: false, skipInvalid, created: { bugs: 0, patches: 0, sources: 0 },
    unchanged: 0, merged: 0, warnings: [], importJobId: null,
  };

  const errors: TLineError[] = [...parsed.errors];
  let write: (tx: TTransaction, jobId: string) => Promise<void>;

  if (parsed.target === "bugs") {
    const existing = await loadExistingBugs(projectId, parsed.rows);
    const plan = planBugImport({ rows: parsed.rows, existing });
    errors.push(...plan.errors);
    report.unchanged = plan.unchanged;
    report.created.bugs = plan.create.length;
    const noReport = plan.create.filter((b) => b.report === "").length;
    if (noReport > 0) report.warnings.push(`${noReport} bug(s) have no report text.`);
    write = (tx, jobId) => createBugs(tx, projectId, jobId, plan.create);
  } else {
    const rows = parsed.rows;
    const state = await loadPatchState(projectId, rows);
    const plan = planPatchImport({ rows, ...state, newId: randomUUID });
    errors.push(...plan.errors);
    report.unchanged = plan.unchanged;
    report.merged = plan.merged;
    report.created.patches = plan.patches.length;
    report.created.sources = plan.sources.length;
    write = async (tx, jobId) => {
      const now = new Date();
      await insertRows({ tx, table: "Patch", columns: PATCH_COLUMNS, rows: plan.patches.map((p) => patchRow(projectId, p.id, p.bugId, p.contentHash, p.input, now)) });
      await insertRows({ tx, table: "PatchSource", columns: SOURCE_COLUMNS, rows: plan.sources.map((s) => sourceRow(projectId, jobId, s.patchId, s.input, now)) });
    };
  }

  errors.sort((a, b) => a.line - b.line);
  report.errors = errors;
  report.invalidLines = new Set(errors.map((e) => e.line)).size;
  report.validLines = report.totalLines - report.invalidLines;
  const nothingToWrite = report.created.bugs + report.created.sources === 0;
  if ((errors.length > 0 && !skipInvalid) || nothingToWrite) {
    report.created = { bugs: 0, patches: 0, sources: 0 };
    if (errors.length > 0 && !skipInvalid) report.merged = 0;
    return report;
  }

  const jobId = randomUUID();
  report.written = true;
  report.importJobId = jobId;
  const stored = { ...report, errors: report.errors.slice(0, MAX_STORED_ERRORS) };
  await prisma.$transaction(
    async (tx) => {
      await tx.importJob.create({
        data: { id: jobId, projectId, createdById: actorId, kind: parsed.kind, fileName, status: "succeeded", report: JSON.stringify(stored) },
      });
      await write(tx, jobId);
      await writeAudit({
        tx, actorId, projectId, action: "import.create", entityType: "ImportJob", entityId: jobId,
        after: { kind: parsed.kind, fileName, created: report.created, merged: report.merged, unchanged: report.unchanged, skippedLines: report.invalidLines },
      });
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  return report;
}

async function loadExistingBugs(projectId: string, rows: TBugInput[]): Promise<Map<string, TExistingBug>> {
  const found = await forChunks({
    items: rows.map((r) => r.externalId),
    run: (ids) => prisma.bug.findMany({
      where: { projectId, externalId: { in: ids } },
      select: { externalId: true, title: true, report: true, bugType: true, language: true, groundTruthPatch: true, metadata: true },
    }),
  });
  return new Map(found.flat().map((b) => [b.externalId, b]));
}

async function loadPatchState(projectId: string, rows: TPatchInput[]) {
  const bugs = await prisma.bug.findMany({ where: { projectId }, select: { id: true, externalId: true } });
  const bugIdByExternalId = new Map(bugs.map((b) => [b.externalId, b.id]));
  const patches = await prisma.patch.findMany({ where: { projectId }, select: { id: true, bugId: true, contentHash: true } });
  const existingPatches = new Map(patches.map((p) => [`${p.bugId}:${p.contentHash}`, p.id]));
  const byId = new Map(patches.map((p) => [p.id, p]));
  const wanted = new Set(rows.map((r) => r.externalId));
  const sources = await prisma.patchSource.findMany({ where: { projectId }, select: { externalId: true, patchId: true } });
  const existingSources = new Map<string, TExistingSource>();
  for (const s of sources) {
    const p = byId.get(s.patchId);
    if (p && wanted.has(s.externalId)) existingSources.set(s.externalId, { patchId: p.id, bugId: p.bugId, contentHash: p.contentHash });
  }
  return { bugIdByExternalId, existingPatches, existingSources };
}

async function createBugs(tx: TTransaction, projectId: string, jobId: string, rows: TBugInput[]) {
  await tx.bug.createMany({
    data: rows.map((b) => ({
      projectId, importJobId: jobId, externalId: b.externalId, title: b.title, report: b.report,
      bugType: b.bugType, language: b.language, groundTruthPatch: b.groundTruthPatch, metadata: JSON.stringify(b.metadata),
    })),
  });
}

const PATCH_COLUMNS = ["id", "projectId", "bugId", "externalId", "diff", "contentHash", "tool", "model", "sample", "passesTests", "metadata", "createdAt"] as const;
const SOURCE_COLUMNS = ["id", "projectId", "importJobId", "patchId", "externalId", "tool", "model", "sample", "passesTests", "metadata", "createdAt"] as const;

function patchRow(projectId: string, id: string, bugId: string, contentHash: string, p: TPatchInput, now: Date) {
  return [id, projectId, bugId, p.externalId, p.diff, contentHash, p.tool, p.model, p.sample, p.passesTests, JSON.stringify(p.metadata), now];
}

function sourceRow(projectId: string, importJobId: string, patchId: string, p: TPatchInput, now: Date) {
  return [randomUUID(), projectId, importJobId, patchId, p.externalId, p.tool, p.model, p.sample, p.passesTests, JSON.stringify(p.metadata), now];
}
