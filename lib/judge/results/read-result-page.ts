import { DB_PROVIDER, prisma } from "@/lib/db/client";

/** Where a page of a run's results starts after: the last patch of the page before. */
export type TResultCursor = { position: number; patchId: string };

type TRow = { patchId: string; position: number | bigint };

/**
 * Up to `limit` patches of a run in result order (their sample-0 job's position, then patch id),
 * after `after` when given: keyset paging along the (runId, sample, position, patchId) index, so a
 * page costs the same on the first and the 2,000th page of a 100,000-patch run (a row-value
 * comparison, which both engines use as an index range). Raw SQL: it answers every poll of a
 * live run page.
 */
export async function readResultPage(options: {
  runId: string;
  after: TResultCursor | null;
  limit: number;
}): Promise<TResultCursor[]> {
  const { runId, after, limit } = options;
  const mark = (n: number) => (DB_PROVIDER === "postgresql" ? `$${n}` : "?");
  const rows = after
    ? await prisma.$queryRawUnsafe<TRow[]>(
        `SELECT "patchId", "position" FROM "JudgeJob"
WHERE "runId" = ${mark(1)} AND "sample" = 0 AND ("position", "patchId") > (${mark(2)}, ${mark(3)})
ORDER BY "position", "patchId" LIMIT ${mark(4)}`,
        runId,
        after.position,
        after.patchId,
        limit,
      )
    : await prisma.$queryRawUnsafe<TRow[]>(
        `SELECT "patchId", "position" FROM "JudgeJob"
WHERE "runId" = ${mark(1)} AND "sample" = 0
ORDER BY "position", "patchId" LIMIT ${mark(2)}`,
        runId,
        limit,
      );
  return rows.map((r) => ({ patchId: r.patchId, position: Number(r.position) }));
}
