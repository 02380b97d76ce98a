import type { TTransaction } from "@/lib/db/client";
import { forChunks, MAX_BOUND_VALUES } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { delegateName, type TDumpStep } from "./dump-plan";

type TRow = Record<string, unknown>;
type TWriteDelegate = {
  findMany(args: { where: object; select: object }): Promise<TRow[]>;
  createMany(args: { data: TRow[] }): Promise<{ count: number }>;
};

export type TDeferredLink = { model: string; id: string; data: TRow };
export type TBatchState = {
  userIds: Map<string, string>;
  deferred: TDeferredLink[];
  matchedUsers: number;
  keptLlmCalls: number;
};

const idOf = (row: TRow) => row.id as string;

/** Users already here (same email) are matched, not written; their dump id maps to the existing one. */
async function dropExistingUsers(
  tx: TTransaction,
  rows: TRow[],
  state: TBatchState,
): Promise<TRow[]> {
  const existing = (
    await forChunks({
      items: rows,
      size: MAX_BOUND_VALUES / 2,
      run: (chunk) =>
        tx.user.findMany({
          where: {
            OR: [
              { email: { in: chunk.map((r) => r.email as string) } },
              { id: { in: chunk.map(idOf) } },
            ],
          },
          select: { id: true, email: true },
        }),
    })
  ).flat();
  const byEmail = new Map(existing.map((u) => [u.email, u.id]));
  const fresh: TRow[] = [];
  for (const row of rows) {
    const match = byEmail.get(row.email as string);
    if (match !== undefined) {
      if (match !== row.id) state.userIds.set(idOf(row), match);
      state.matchedUsers += 1;
    } else if (existing.some((u) => u.id === row.id)) {
      throw new AppError(
        "CONFLICT",
        `User id ${idOf(row)} (${String(row.email)}) already exists here with another email.`,
      );
    } else fresh.push(row);
  }
  return fresh;
}

/**
 * Writes one batch of validated rows of one model inside the restore
 * transaction: user references re-mapped to matched users, links to rows not
 * yet written (cycles) set aside for later, LLM calls already here kept as they are.
 */
export async function writeDumpBatch(options: {
  tx: TTransaction;
  step: TDumpStep;
  rows: TRow[];
  state: TBatchState;
}): Promise<number> {
  const { tx, step, state } = options;
  let rows = options.rows;
  if (rows.length === 0) return 0;
  const delegate = tx[delegateName(step.model) as keyof TTransaction] as unknown as TWriteDelegate;
  if (step.model === "User") rows = await dropExistingUsers(tx, rows, state);
  if (step.model === "LlmCall") {
    const here = new Set(
      (
        await forChunks({
          items: rows.map(idOf),
          run: (ids) => delegate.findMany({ where: { id: { in: ids } }, select: { id: true } }),
        })
      )
        .flat()
        .map(idOf),
    );
    state.keptLlmCalls += here.size;
    rows = rows.filter((r) => !here.has(idOf(r)));
  }
  const data = rows.map((source) => {
    const row = { ...source };
    for (const field of step.userRefs ?? []) {
      const mapped = state.userIds.get(row[field] as string);
      if (mapped !== undefined) row[field] = mapped;
    }
    const link: TRow = {};
    for (const field of step.deferred ?? []) {
      if (row[field] !== null) link[field] = row[field];
      row[field] = null;
    }
    if (Object.keys(link).length > 0)
      state.deferred.push({
        model: step.model,
        id: idOf(row),
        data: "updatedAt" in row ? { ...link, updatedAt: row.updatedAt } : link,
      });
    return row;
  });
  if (data.length === 0) return 0;
  try {
    return (await delegate.createMany({ data })).count;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "P2002")
      throw new AppError(
        "CONFLICT",
        `${step.model} rows of this dump already exist here (same id or unique key); nothing was written.`,
      );
    if (code === "P2003")
      throw new AppError(
        "INVALID_INPUT",
        `${step.model} rows of this dump point at rows missing from it or from this database; nothing was written.`,
      );
    throw err;
  }
}
