import { DB_PROVIDER, type TTransaction } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import type { TCampaignPhase } from "./schemas";

/**
 * Reads a campaign's phase inside a writing transaction, with its row locked until the
 * transaction ends, so a phase check cannot go stale before the write it guards commits.
 * `share` (FOR KEY SHARE NOWAIT): writes that need the phase to stay (a rating, an adjudication)
 * run side by side, and are refused at once (409) while a phase change holds the row, rather than
 * holding a pooled connection for as long as a large reveal takes; `update` (FOR UPDATE): a phase
 * change waits for the writes in flight, and later ones then see the new phase.
 * On SQLite every write transaction already holds the database's one write lock (BEGIN
 * IMMEDIATE), so a plain read is enough.
 */
export async function lockCampaign(options: {
  tx: TTransaction;
  campaignId: string;
  mode: "share" | "update";
}): Promise<{ phase: TCampaignPhase; kind: string; projectId: string }> {
  const { tx, campaignId, mode } = options;
  if (DB_PROVIDER === "sqlite") {
    const campaign = await tx.campaign.findUnique({
      where: { id: campaignId },
      select: { phase: true, kind: true, projectId: true },
    });
    if (!campaign) throw notFound("Campaign");
    return campaign;
  }
  const rows = await tx
    .$queryRawUnsafe<{ phase: TCampaignPhase; kind: string; projectId: string }[]>(
      `SELECT "phase"::text AS "phase", "kind"::text AS "kind", "projectId" FROM "Campaign" WHERE "id" = $1 ${mode === "share" ? "FOR KEY SHARE NOWAIT" : "FOR UPDATE"}`,
      campaignId,
    )
    .catch((err: unknown) => {
      if (isLockNotAvailable(err))
        throw new AppError(
          "CONFLICT",
          "The campaign's phase is changing right now (reveal or close); reload to see whether this is still open.",
        );
      throw err;
    });
  if (!rows[0]) throw notFound("Campaign");
  return rows[0];
}

/** PostgreSQL's lock_not_available (55P03), as Prisma's driver adapter reports it. */
function isLockNotAvailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; meta?: Record<string, unknown> } | null;
  const text = `${e?.code ?? ""} ${e?.message ?? ""} ${JSON.stringify(e?.meta ?? {})}`;
  return /55P03|could not obtain lock/i.test(text);
}
