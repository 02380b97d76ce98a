import { recomputeRunCallTotals } from "@/lib/judge/worker/recompute-run-call-totals";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { DUMP_PLAN, delegateName, type TDumpStep } from "./dump-plan";
import { parseDumpLine, type TDumpHeader } from "./parse-dump-line";
import { writeDumpBatch, type TBatchState } from "./write-dump-batch";

const BATCH = 1000;
const TIMEOUT_MS = 30 * 60_000;

export type TImportDumpResult = {
  project: string;
  rows: Record<string, number>;
  written: number;
  matchedUsers: number;
  keptLlmCalls: number;
};

const invalid = (line: number, message: string) =>
  new AppError("INVALID_INPUT", `Dump line ${line}: ${message}`, { line });

/**
 * Restores a dump made by exportProject into a database without that project
 * slug, keeping every id. All in one transaction: a bad line (INVALID_INPUT
 * naming it), a project that exists (CONFLICT) or any failure writes nothing.
 * Users that exist here by email are matched (not changed, not duplicated).
 */
export async function importDump(options: {
  lines: AsyncIterable<string>;
}): Promise<TImportDumpResult> {
  const order = new Map(DUMP_PLAN.map((s, i) => [s.model as string, i]));
  // Start reading now: a readline interface drops lines emitted before its iterator exists.
  const iterator = options.lines[Symbol.asyncIterator]();
  const lines = { [Symbol.asyncIterator]: () => iterator };
  return prisma.$transaction(
    async (tx) => {
      const state: TBatchState & { projectId?: string } = {
        userIds: new Map(),
        deferred: [],
        matchedUsers: 0,
        keptLlmCalls: 0,
      };
      const rows: Record<string, number> = {};
      let header: TDumpHeader | null = null;
      let step = null as TDumpStep | null;
      let batch: Record<string, unknown>[] = [];
      let written = 0;
      let line = 0;
      const flush = async () => {
        if (step) written += await writeDumpBatch({ tx, step, rows: batch, state });
        batch = [];
      };
      for await (const text of lines) {
        line += 1;
        if (line > 1 && text.trim() === "") continue;
        const parsed = parseDumpLine({ text, line });
        if (parsed.kind === "header") {
          header = parsed.header;
          if (
            await tx.project.findUnique({ where: { slug: header.project }, select: { id: true } })
          ) {
            throw new AppError(
              "CONFLICT",
              `Project ${header.project} already exists here; nothing was restored.`,
            );
          }
          continue;
        }
        if (!header) throw invalid(line, "the header line is missing.");
        const first = step === null;
        if (
          (parsed.model === "Project") !== first ||
          (first && parsed.row.slug !== header.project)
        ) {
          throw invalid(
            line,
            `expected the one Project row, slug ${header.project}, right after the header.`,
          );
        }
        const projectId = first ? parsed.row.id : state.projectId;
        if ("projectId" in parsed.row && parsed.row.projectId !== projectId)
          throw invalid(line, `projectId is not the dump's project (${String(projectId)}).`);
        state.projectId = projectId as string;
        const previous = step;
        if (parsed.model !== previous?.model) {
          if (previous && order.get(parsed.model)! < order.get(previous.model)!)
            throw invalid(
              line,
              `${parsed.model} rows after ${previous.model} rows (the dump's order is fixed).`,
            );
          await flush();
          step = DUMP_PLAN[order.get(parsed.model)!]!;
        }
        rows[parsed.model] = (rows[parsed.model] ?? 0) + 1;
        batch.push(parsed.row);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      if (!header || !step)
        throw new AppError("INVALID_INPUT", "The dump is empty or has no Project row.");
      for (const link of state.deferred) {
        const delegate = tx[delegateName(link.model) as "rubric"] as unknown as {
          update(args: object): Promise<unknown>;
        };
        await delegate.update({ where: { id: link.id }, data: link.data });
      }
      await recomputeRunCallTotals({ tx, projectId: state.projectId! });
      return {
        project: header.project,
        rows,
        written,
        matchedUsers: state.matchedUsers,
        keptLlmCalls: state.keptLlmCalls,
      };
    },
    { timeout: TIMEOUT_MS, maxWait: 60_000 },
  );
}
