import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { RESULTS_PAGE_SIZE, type TJudgeLabel } from "../schemas";
import { RESULT_JOB_SELECT, groupResultRows } from "./group-result-rows";
import { readResultPage, type TResultCursor } from "./read-result-page";

const cursorOf = (c: TResultCursor) => `${c.position}:${c.patchId}`;
const after = (a: TResultCursor, b: TResultCursor | null) =>
  b === null || a.position > b.position || (a.position === b.position && a.patchId > b.patchId);

/**
 * One page of a run's results, one row per patch (key = internal patch id) in result order (the
 * run's positions: bug, then patch), `limit` rows after `cursor`, with `nextCursor` for the page
 * after (null on the last), the consensus of the run's campaign where it has one and `total`, the
 * rows of every page. Patches the viewer is still labelling in some campaign are left out and
 * only counted (`hidden`): raters stay blind.
 *
 * Built for the run page's one-second poll of a live run of 100,000 patches: only the page's
 * patches are read (keyset, `read-result-page`); the total comes from the run's job count (a
 * queued run has `samples` jobs per patch), not a count over its jobs. Disagreements (and their
 * count) need the judge's label of each patch with a consensus: those are read whole, but they
 * are only the campaign's patches (labelled by people), not the run's.
 */
export async function listJudgeResults(options: {
  projectId: string;
  runId: string;
  viewerId: string;
  disagreementsOnly?: boolean;
  limit?: number;
  cursor?: TResultCursor | null;
}) {
  const { projectId, runId, viewerId } = options;
  const limit = Math.max(
    1,
    Math.min(RESULTS_PAGE_SIZE.max, options.limit ?? RESULTS_PAGE_SIZE.default),
  );
  const cursor = options.cursor ?? null;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { campaignId: true, total: true, origin: true, config: { select: { samples: true } } },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const [blinded, consensus] = await Promise.all([
    listBlindedPatchIds({ projectId, userId: viewerId }),
    run.campaignId
      ? prisma.consensus.findMany({
          where: { campaignId: run.campaignId },
          select: { patchId: true, label: true },
        })
      : Promise.resolve([]),
  ]);
  const consensusOf = new Map<string, TJudgeLabel>(
    consensus.map((c) => [c.patchId, c.label === "VALID" ? "VALID" : "INVALID"]),
  );
  const rowsOf = async (ids: readonly string[]) => {
    const jobs = (
      await forChunks({
        items: ids,
        run: (chunk) =>
          prisma.judgeJob.findMany({
            where: { runId, patchId: { in: chunk } },
            orderBy: [{ patchId: "asc" }, { sample: "asc" }],
            select: { ...RESULT_JOB_SELECT, position: true },
          }),
      })
    ).flat();
    const positionOf = new Map(
      jobs.filter((j) => j.sample === 0).map((j) => [j.patchId, j.position]),
    );
    return groupResultRows({ jobs, blinded, consensus: consensusOf }).rows.map((row) => ({
      row,
      at: { position: positionOf.get(row.key) ?? 0, patchId: row.key },
    }));
  };
  const [hidden, patches, disagreeing] = await Promise.all([
    // The viewer's blinded patches in this run (a campaign's worth at most).
    forChunks({
      items: [...blinded],
      run: (ids) => prisma.judgeJob.count({ where: { runId, sample: 0, patchId: { in: ids } } }),
    }).then((counts) => counts.reduce((a, b) => a + b, 0)),
    run.origin === "internal" && run.config.samples > 0
      ? Promise.resolve(Math.round(run.total / run.config.samples))
      : prisma.judgeJob.count({ where: { runId, sample: 0 } }),
    consensus.length > 0
      ? rowsOf(consensus.map((c) => c.patchId).filter((id) => !blinded.has(id))).then((rows) =>
          rows
            .filter(({ row }) => row.agrees === false)
            .sort(
              (a, b) => a.at.position - b.at.position || (a.at.patchId < b.at.patchId ? -1 : 1),
            ),
        )
      : Promise.resolve([]),
  ]);
  const base = {
    hidden,
    disagreements: disagreeing.length,
    hasConsensus: consensus.length > 0,
    limit,
  };
  if (options.disagreementsOnly) {
    const rest = disagreeing.filter(({ at }) => after(at, cursor));
    const page = rest.slice(0, limit);
    return {
      ...base,
      rows: page.map(({ row }) => row),
      total: disagreeing.length,
      nextCursor: rest.length > limit ? cursorOf(page[page.length - 1]!.at) : null,
    };
  }
  // Read past the viewer's blinded patches until the page (and one more row) is full.
  const visible: TResultCursor[] = [];
  let from = cursor;
  for (;;) {
    const want = limit + 1 - visible.length;
    const batch = await readResultPage({
      runId,
      after: from,
      limit: want + Math.min(blinded.size, 500),
    });
    visible.push(...batch.filter((b) => !blinded.has(b.patchId)));
    if (visible.length > limit || batch.length < want + Math.min(blinded.size, 500)) break;
    from = batch[batch.length - 1]!;
  }
  const page = visible.slice(0, limit);
  const built = new Map(
    (await rowsOf(page.map((p) => p.patchId))).map(({ row }) => [row.key, row]),
  );
  return {
    ...base,
    rows: page.flatMap((p) => built.get(p.patchId) ?? []),
    total: Math.max(0, patches - hidden),
    nextCursor: visible.length > limit ? cursorOf(page[page.length - 1]!) : null,
  };
}
export type TJudgeResultsView = Awaited<ReturnType<typeof listJudgeResults>>;
