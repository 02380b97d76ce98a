import { randomUUID } from "node:crypto";
import { prisma, type TTransaction } from "@/lib/db/client";
import { forChunks, MAX_BOUND_VALUES } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { hashPatch } from "@/lib/diff/hash-patch";
import { parseImportFile } from "./parse-import-file";
import { planBugImport } from "./plan-bug-import";
import { planPatchImport } from "./plan-patch-import";
import {
  MAX_REPORTED_ERRORS,
  type TBugInput,
  type TImportKind,
  type TLineError,
  type TPatchInput,
} from "./schemas";

/** What one pass over an import file found (and, when writing, wrote). */
export type TImportTally = {
  kind: TImportKind;
  totalLines: number;
  invalidLines: number;
  errors: TLineError[];
  errorCount: number;
  created: { bugs: number; patches: number; sources: number };
  unchanged: number;
  merged: number;
  bugsWithoutReport: number;
};

type TDb = typeof prisma | TTransaction;

/**
 * One pass over an import file, batch by batch: each batch is validated, checked against the
 * project (lookups split by forChunks) and, with `write`, its new rows are inserted in that
 * transaction. Without `write` it is a dry run that only counts. Holds one batch, the ids of
 * the file and (for patches) the content hashes of its new patches; never the whole file.
 */
export async function runImportPass(options: {
  projectId: string;
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  kind?: TImportKind;
  write?: { tx: TTransaction; importJobId: string };
}): Promise<TImportTally> {
  const { projectId, write } = options;
  const db: TDb = write?.tx ?? prisma;
  const tally: TImportTally = {
    kind: "bugs",
    totalLines: 0,
    invalidLines: 0,
    errors: [],
    errorCount: 0,
    created: { bugs: 0, patches: 0, sources: 0 },
    unchanged: 0,
    merged: 0,
    bugsWithoutReport: 0,
  };
  const planned = new Map<string, string>();
  const now = new Date();
  for await (const batch of parseImportFile({ chunks: options.chunks, kind: options.kind })) {
    tally.totalLines = batch.totalLines;
    const errors = [...batch.errors];
    if (batch.kind === "bugs" || batch.kind === "swebench") {
      tally.kind = batch.kind;
      const rows = batch.rows as TBugInput[];
      const plan = planBugImport({ rows, existing: await loadExistingBugs(db, projectId, rows) });
      errors.push(...plan.errors);
      tally.unchanged += plan.unchanged;
      tally.created.bugs += plan.create.length;
      tally.bugsWithoutReport += plan.create.filter((b) => b.report === "").length;
      if (write)
        await insertRows({
          tx: write.tx,
          table: "Bug",
          columns: BUG_COLUMNS,
          rows: plan.create.map((b) => bugRow(projectId, write.importJobId, b, now)),
        });
    } else if (batch.kind) {
      tally.kind = batch.kind;
      const rows = batch.rows as TPatchInput[];
      const plan = planPatchImport({
        rows,
        ...(await loadPatchState(db, projectId, rows)),
        newId: randomUUID,
        planned,
      });
      errors.push(...plan.errors);
      tally.unchanged += plan.unchanged;
      tally.merged += plan.merged;
      tally.created.patches += plan.patches.length;
      tally.created.sources += plan.sources.length;
      if (write) {
        await insertRows({
          tx: write.tx,
          table: "Patch",
          columns: PATCH_COLUMNS,
          rows: plan.patches.map((p) =>
            patchRow(projectId, p.id, p.bugId, p.contentHash, p.input, now),
          ),
        });
        await insertRows({
          tx: write.tx,
          table: "PatchSource",
          columns: SOURCE_COLUMNS,
          rows: plan.sources.map((s) =>
            sourceRow(projectId, write.importJobId, s.patchId, s.input, now),
          ),
        });
      }
    }
    errors.sort((a, b) => a.line - b.line);
    tally.errorCount += errors.length;
    tally.invalidLines += new Set(errors.map((e) => e.line)).size;
    for (const e of errors) if (tally.errors.length < MAX_REPORTED_ERRORS) tally.errors.push(e);
  }
  return tally;
}

async function loadExistingBugs(db: TDb, projectId: string, rows: TBugInput[]) {
  const found = await forChunks({
    items: rows.map((r) => r.externalId),
    run: (ids) =>
      db.bug.findMany({
        where: { projectId, externalId: { in: ids } },
        select: {
          externalId: true,
          title: true,
          report: true,
          bugType: true,
          language: true,
          groundTruthPatch: true,
          metadata: true,
          originalFiles: true,
        },
      }),
  });
  return new Map(found.flat().map((b) => [b.externalId, b]));
}

/** The project's rows a batch of patch rows can meet: their bugs, sources with their ids, patches with their texts. */
async function loadPatchState(db: TDb, projectId: string, rows: TPatchInput[]) {
  const bugs = (
    await forChunks({
      items: [...new Set(rows.map((r) => r.bugExternalId))],
      run: (ids) =>
        db.bug.findMany({
          where: { projectId, externalId: { in: ids } },
          select: { id: true, externalId: true },
        }),
    })
  ).flat();
  const bugIdByExternalId = new Map(bugs.map((b) => [b.externalId, b.id]));
  // Patches these rows could merge into: same bug, same text (the [bugId, contentHash] key).
  const pairs = rows.flatMap((r) => {
    const bugId = bugIdByExternalId.get(r.bugExternalId);
    return bugId ? [{ bugId, contentHash: hashPatch({ text: r.diff }) }] : [];
  });
  const patches = (
    await forChunks({
      items: pairs,
      size: MAX_BOUND_VALUES / 2,
      run: (chunk) =>
        db.patch.findMany({
          where: {
            bugId: { in: [...new Set(chunk.map((p) => p.bugId))] },
            contentHash: { in: [...new Set(chunk.map((p) => p.contentHash))] },
          },
          select: { id: true, bugId: true, contentHash: true },
        }),
    })
  ).flat();
  const existingPatches = new Map(patches.map((p) => [`${p.bugId}:${p.contentHash}`, p.id]));
  const sources = (
    await forChunks({
      items: rows.map((r) => r.externalId),
      run: (ids) =>
        db.patchSource.findMany({
          where: { projectId, externalId: { in: ids } },
          select: {
            externalId: true,
            patch: { select: { id: true, bugId: true, contentHash: true } },
          },
        }),
    })
  ).flat();
  const existingSources = new Map(
    sources.map((s) => [
      s.externalId,
      { patchId: s.patch.id, bugId: s.patch.bugId, contentHash: s.patch.contentHash },
    ]),
  );
  return { bugIdByExternalId, existingPatches, existingSources };
}

const TEST_COLUMNS = [
  "failToPassPassed",
  "failToPassTotal",
  "passToPassPassed",
  "passToPassTotal",
  "testLog",
  "trajectoryId",
  "authorLabel",
] as const;
const testCells = (p: TPatchInput) => [
  p.failToPass?.passed ?? null,
  p.failToPass?.total ?? null,
  p.passToPass?.passed ?? null,
  p.passToPass?.total ?? null,
  p.testLog,
  p.trajectoryId,
  p.authorLabel,
];

const BUG_COLUMNS = [
  "id",
  "projectId",
  "importJobId",
  "externalId",
  "title",
  "report",
  "bugType",
  "language",
  "groundTruthPatch",
  "metadata",
  "originalFiles",
  "createdAt",
  "updatedAt",
] as const;
const PATCH_COLUMNS = [
  "id",
  "projectId",
  "bugId",
  "externalId",
  "diff",
  "contentHash",
  "tool",
  "model",
  "sample",
  "passesTests",
  ...TEST_COLUMNS,
  "metadata",
  "createdAt",
] as const;
const SOURCE_COLUMNS = [
  "id",
  "projectId",
  "importJobId",
  "patchId",
  "externalId",
  "tool",
  "model",
  "sample",
  "passesTests",
  ...TEST_COLUMNS,
  "metadata",
  "createdAt",
] as const;

function bugRow(projectId: string, importJobId: string, b: TBugInput, now: Date) {
  return [
    randomUUID(),
    projectId,
    importJobId,
    b.externalId,
    b.title,
    b.report,
    b.bugType,
    b.language,
    b.groundTruthPatch,
    JSON.stringify(b.metadata),
    JSON.stringify(b.originalFiles),
    now,
    now,
  ];
}

function patchRow(
  projectId: string,
  id: string,
  bugId: string,
  contentHash: string,
  p: TPatchInput,
  now: Date,
) {
  return [
    id,
    projectId,
    bugId,
    p.externalId,
    p.diff,
    contentHash,
    p.tool,
    p.model,
    p.sample,
    p.passesTests,
    ...testCells(p),
    JSON.stringify(p.metadata),
    now,
  ];
}

function sourceRow(
  projectId: string,
  importJobId: string,
  patchId: string,
  p: TPatchInput,
  now: Date,
) {
  return [
    randomUUID(),
    projectId,
    importJobId,
    patchId,
    p.externalId,
    p.tool,
    p.model,
    p.sample,
    p.passesTests,
    ...testCells(p),
    JSON.stringify(p.metadata),
    now,
  ];
}
