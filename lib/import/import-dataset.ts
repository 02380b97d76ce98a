import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { lockForWrites } from "@/lib/db/lock-for-writes";
import { AppError } from "@/lib/errors/app-error";
import { openImportChunks, type TImportSource } from "./open-import-chunks";
import { runImportPass, type TImportTally } from "./run-import-pass";
import type { TImportKind, TImportReport } from "./schemas";
import { countNoun } from "@/lib/text/count-noun";

/** Longest a writing pass may hold its transaction: a 200 MB file on a busy machine. */
const WRITE_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Imports a JSONL file of bugs, patches, SWE-bench tasks or predictions into a project,
 * streaming it in two passes: a dry run validates every line against the file and the project
 * (nothing held but ids and one batch); only when it finds nothing wrong (or `skipInvalid`) a
 * second pass writes, batch by batch, in one transaction with the import record and its audit
 * row. All-or-nothing unless `skipInvalid`: with any invalid line nothing is written.
 */
export async function importDataset(
  options: {
    projectId: string;
    actorId: string | null;
    fileName: string;
    kind?: TImportKind;
    skipInvalid?: boolean;
  } & ({ bytes: Uint8Array } | { path: string }),
): Promise<TImportReport> {
  const { projectId, actorId, fileName, skipInvalid = false } = options;
  const source: TImportSource =
    "path" in options ? { path: options.path } : { bytes: options.bytes };
  const dry = await runImportPass({
    projectId,
    chunks: openImportChunks({ source }),
    kind: options.kind,
  });
  const report = toReport(dry, fileName, skipInvalid);
  const refused = dry.errorCount > 0 && !skipInvalid;
  if (refused || dry.created.bugs + dry.created.sources === 0) {
    report.created = { bugs: 0, patches: 0, sources: 0 };
    if (refused) report.merged = 0;
    return report;
  }

  const jobId = randomUUID();
  report.written = true;
  report.importJobId = jobId;
  await prisma.$transaction(
    async (tx) => {
      // Imports into this project take turns from here, so the check below sees every import
      // committed before this one (two at once used to collide on a unique key: a 500).
      await lockForWrites({ tx, key: `import:${projectId}` });
      await tx.importJob.create({
        data: {
          id: jobId,
          projectId,
          createdById: actorId,
          kind: dry.kind,
          fileName,
          status: "succeeded",
          report: JSON.stringify(report),
        },
      });
      const wet = await runImportPass({
        projectId,
        chunks: openImportChunks({ source }),
        kind: dry.kind,
        write: { tx, importJobId: jobId },
      });
      // Another import into this project between the passes: what the dry run promised no longer holds.
      if (
        wet.errorCount !== dry.errorCount ||
        wet.created.bugs !== dry.created.bugs ||
        wet.created.sources !== dry.created.sources
      ) {
        throw new AppError(
          "CONFLICT",
          "The project changed while this file was being imported; nothing was written. Import it again.",
        );
      }
      await writeAudit({
        tx,
        actorId,
        projectId,
        action: "import.create",
        entityType: "ImportJob",
        entityId: jobId,
        after: {
          kind: dry.kind,
          fileName,
          created: report.created,
          merged: report.merged,
          unchanged: report.unchanged,
          skippedLines: report.invalidLines,
        },
      });
    },
    { timeout: WRITE_TIMEOUT_MS, maxWait: 30_000 },
  );
  return report;
}

function toReport(tally: TImportTally, fileName: string, skipInvalid: boolean): TImportReport {
  const warnings =
    tally.bugsWithoutReport > 0
      ? [
          `${countNoun({ count: tally.bugsWithoutReport, one: "bug" })} ${countNoun({ count: tally.bugsWithoutReport, one: "has", other: "have", withCount: false })} no report text.`,
        ]
      : [];
  return {
    kind: tally.kind,
    fileName,
    totalLines: tally.totalLines,
    validLines: tally.totalLines - tally.invalidLines,
    invalidLines: tally.invalidLines,
    errors: tally.errors,
    errorCount: tally.errorCount,
    written: false,
    skipInvalid,
    created: tally.created,
    unchanged: tally.unchanged,
    merged: tally.merged,
    warnings,
    importJobId: null,
  };
}
