import { DB_PROVIDER, type TTransaction } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { TCampaignPhase } from "./schemas";

/**
 * Reads a campaign's phase inside a writing transaction, with its row locked until the
 * transaction ends, so a phase check cannot go stale before the write it guards commits.
 * `share`: writes that need the phase to stay (a rating, an adjudication) run side by side;
 * `update`: a phase change waits for them, and they wait for it and then see the new phase.
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
  const rows = await tx.$queryRawUnsafe<
    { phase: TCampaignPhase; kind: string; projectId: string }[]
  >(
    `SELECT "phase"::text AS "phase", "kind"::text AS "kind", "projectId" FROM "Campaign" WHERE "id" = $1 FOR ${mode === "share" ? "SHARE" : "UPDATE"}`,
    campaignId,
  );
  if (!rows[0]) throw notFound("Campaign");
  return rows[0];
}
