import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { listConsensusChanges } from "@/lib/campaigns/list-consensus-changes";
import type { TJudgeLabel } from "../schemas";
import { formatResultsExport } from "./format-results-export";
import type { TJudgeExportConsensusChange } from "./schemas-export";
import { RESULT_JOB_SELECT, groupResultRows } from "./group-result-rows";

/** Patches per page read from the database while the export streams. */
const PAGE_PATCHES = 500;

/**
 * A run's results as a downloadable CSV or JSONL stream (patches the viewer is labelling left
 * out), the same bytes as one text would be. Only the run's patch ids are read up front (in bug
 * then patch order); their jobs and results are read and written `pageSize` patches at a time as
 * the client reads, so memory stays bounded whatever the run's size. Each row carries the
 * history of deliberate changes of its consensus (`consensusChanges`). A missing run throws before
 * the stream starts (so it still answers 404).
 */
export async function exportJudgeResults(options: {
  projectId: string;
  runId: string;
  /** Null: the CLI (an operator's tool), blind to nothing. */
  viewerId: string | null;
  format: "csv" | "jsonl";
  pageSize?: number;
}): Promise<{ stream: ReadableStream<Uint8Array>; fileName: string }> {
  const { projectId, runId, viewerId, format } = options;
  const pageSize = options.pageSize ?? PAGE_PATCHES;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { campaignId: true, config: { select: { scale: true } } },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  // A graded run's CSV has grade columns; a binary run's stays exactly as it was.
  const graded = run.config.scale !== null;
  const [blinded, consensus, changes, firstSamples] = await Promise.all([
    listBlindedPatchIds({ projectId, userId: viewerId }),
    run.campaignId
      ? prisma.consensus.findMany({
          where: { campaignId: run.campaignId },
          select: { patchId: true, label: true },
        })
      : Promise.resolve([]),
    listConsensusChanges({ campaignIds: run.campaignId ? [run.campaignId] : [] }),
    // Every patch of a run has a sample 0; its position gives the result order (bug, patch),
    // the order of the results list (list-judge-results).
    prisma.judgeJob.findMany({
      where: { runId, sample: 0 },
      orderBy: [{ position: "asc" }, { patchId: "asc" }],
      select: { patchId: true },
    }),
  ]);
  const consensusOf = new Map<string, TJudgeLabel>(
    consensus.map((c) => [c.patchId, c.label === "VALID" ? "VALID" : "INVALID"]),
  );
  const changesOf = new Map<string, TJudgeExportConsensusChange[]>();
  for (const c of changes)
    changesOf.set(c.patchId, [
      ...(changesOf.get(c.patchId) ?? []),
      {
        from: c.fromLabel === "VALID" ? "VALID" : "INVALID",
        to: c.toLabel === "VALID" ? "VALID" : "INVALID",
        by: c.changedBy?.name ?? null,
        at: c.createdAt.toISOString(),
        themes: c.themes,
        reason: c.reason,
      },
    ]);
  const patchIds = firstSamples.map((j) => j.patchId).filter((id) => !blinded.has(id));
  const encoder = new TextEncoder();
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next === 0 && format === "csv")
        controller.enqueue(encoder.encode(formatResultsExport({ rows: [], format, graded })));
      if (next >= patchIds.length) {
        controller.close();
        return;
      }
      const page = patchIds.slice(next, next + pageSize);
      next += page.length;
      const jobs = (
        await forChunks({
          items: page,
          run: (ids) =>
            prisma.judgeJob.findMany({
              where: { runId, patchId: { in: ids } },
              orderBy: [{ patchId: "asc" }, { sample: "asc" }],
              select: RESULT_JOB_SELECT,
            }),
        })
      ).flat();
      const { rows } = groupResultRows({ jobs, blinded, consensus: consensusOf });
      const built = new Map(rows.map(({ key, ...row }) => [key, row]));
      const text = formatResultsExport({
        rows: page.flatMap((id) => {
          const row = built.get(id);
          return row ? [{ ...row, consensusChanges: changesOf.get(id) ?? [] }] : [];
        }),
        format,
        header: false,
        graded,
      });
      controller.enqueue(encoder.encode(text));
    },
  });
  return { stream, fileName: `judge-run-${runId}.${format}` };
}
