import { randomUUID } from "node:crypto";
import type { TTransaction } from "@/lib/db/client";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import { orderQueue } from "./order-queue";
import type { TPlannedAssignment } from "./plan-assignments";

const COLUMNS = [
  "id",
  "campaignId",
  "patchId",
  "raterId",
  "position",
  "status",
  "createdAt",
  "updatedAt",
] as const;

/**
 * Applies a planned change of assignments inside the caller's transaction:
 * deletes the moved pending ones (never a done one) and appends the new ones
 * to each rater's queue in that rater's own order.
 */
export async function writeAssignmentPlan(options: {
  tx: TTransaction;
  campaignId: string;
  create: readonly TPlannedAssignment[];
  remove: readonly TPlannedAssignment[];
}) {
  const { tx, campaignId, create, remove } = options;
  for (const r of remove) {
    const gone = await tx.assignment.deleteMany({
      where: { campaignId, patchId: r.patchId, raterId: r.raterId, status: "pending" },
    });
    if (gone.count !== 1)
      throw new AppError(
        "CONFLICT",
        "A rating arrived while the assignments were being changed; try again.",
      );
  }
  const byRater = new Map<string, string[]>();
  for (const c of create) byRater.set(c.raterId, [...(byRater.get(c.raterId) ?? []), c.patchId]);
  const now = new Date();
  const rows: (string | number | Date)[][] = [];
  for (const [raterId, patchIds] of byRater) {
    const last = await tx.assignment.aggregate({
      where: { campaignId, raterId },
      _max: { position: true },
    });
    const start = (last._max.position ?? 0) + 1;
    for (const q of orderQueue({ seed: campaignId, raterId, patchIds, start })) {
      rows.push([randomUUID(), campaignId, q.patchId, raterId, q.position, "pending", now, now]);
    }
  }
  await insertRows({ tx, table: "Assignment", columns: COLUMNS, rows });
}
