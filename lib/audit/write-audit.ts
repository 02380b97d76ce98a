import type { TTransaction } from "@/lib/db/client";

/** Appends one audit row inside the caller's transaction. The log is never updated or deleted. */
export async function writeAudit(options: {
  tx: TTransaction;
  actorId: string | null;
  projectId?: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}): Promise<void> {
  const { tx, before, after, ...rest } = options;
  await tx.auditLog.create({
    data: {
      ...rest,
      projectId: rest.projectId ?? null,
      before: before === undefined ? null : JSON.stringify(before),
      after: after === undefined ? null : JSON.stringify(after),
    },
  });
}
