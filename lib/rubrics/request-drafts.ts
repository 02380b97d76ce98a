import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma, type Prisma } from "@/lib/db/client";
import { BULK_TRANSACTION, forChunks } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { readDraftTarget } from "./read-draft-target";
import type { TRequestDrafts } from "./schemas";

const DRAFT_JOB_COLUMNS = [
  "id",
  "projectId",
  "bugId",
  "batchId",
  "format",
  "engine",
  "provider",
  "model",
  "endpoint",
  "status",
  "attempts",
  "bypassCache",
  "createdById",
  "createdAt",
  "updatedAt",
] as const;

export type TDraftRequestResult = {
  batchId: string;
  queued: number;
  skipped: { bugId: string; reason: string }[];
  engine: "llm" | "offline";
};

/**
 * Queues one draft job per bug (the worker drafts them in the background).
 * Bugs that already have a rubric of this format, or a queued draft, are skipped.
 * An LLM job records the LLM of the process that asked (provider, model, endpoint origin): only a
 * draft worker drafting with that same LLM claims it (claim-draft-jobs), so a job queued from the
 * CLI is never written by a server with another model, nor failed by one without an LLM.
 */
export async function requestDrafts(options: {
  projectId: string;
  /** Null: the CLI (`rubricate rubric draft`). */
  actorId: string | null;
  input: TRequestDrafts;
}): Promise<TDraftRequestResult> {
  const { projectId, actorId, input } = options;
  const llm = getLlmSettings();
  const engine = input.engine ?? (llm.configured ? "llm" : "offline");
  if (engine === "llm" && !llm.configured) {
    throw new AppError(
      "INVALID_INPUT",
      "engine: no LLM provider is configured; choose the offline drafter (no LLM) or set LLM_PROVIDER.",
    );
  }
  const target = engine === "llm" ? readDraftTarget() : null;
  const select = {
    id: true,
    externalId: true,
    rubrics: { where: { format: input.format }, select: { id: true } },
    draftJobs: {
      where: { format: input.format, status: { in: ["pending", "running"] } },
      select: { id: true },
    },
  } satisfies Prisma.BugSelect;
  const bugs = input.allWithoutRubric
    ? await prisma.bug.findMany({ where: { projectId }, select, orderBy: { externalId: "asc" } })
    : (
        await forChunks({
          items: input.bugIds ?? [],
          run: (ids) =>
            prisma.bug.findMany({ where: { projectId, externalId: { in: ids } }, select }),
        })
      )
        .flat()
        .sort((a, b) => (a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0));
  const found = new Set(bugs.map((b) => b.externalId));
  const unknown = (input.bugIds ?? []).filter((id) => !found.has(id));
  if (unknown.length > 0)
    throw new AppError("NOT_FOUND", `Unknown bug ${unknown.slice(0, 5).join(", ")}.`);
  const skipped: TDraftRequestResult["skipped"] = [];
  const wanted = bugs.filter((b) => {
    if (b.rubrics.length > 0) skipped.push({ bugId: b.externalId, reason: "already has a rubric" });
    else if (b.draftJobs.length > 0)
      skipped.push({ bugId: b.externalId, reason: "a draft is already queued" });
    else return true;
    return false;
  });
  const batchId = randomUUID();
  await prisma.$transaction(async (tx) => {
    const now = new Date();
    await insertRows({
      tx,
      table: "DraftJob",
      columns: DRAFT_JOB_COLUMNS,
      rows: wanted.map((b) => [
        randomUUID(),
        projectId,
        b.id,
        batchId,
        input.format,
        engine,
        target?.provider ?? null,
        target?.model ?? null,
        target?.endpoint ?? null,
        "pending",
        0,
        input.bypassCache,
        actorId,
        now,
        now,
      ]),
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "rubric.draft.request",
      entityType: "DraftBatch",
      entityId: batchId,
      after: {
        bugs: wanted.length,
        format: input.format,
        engine,
        ...(target && { provider: target.provider, model: target.model }),
      },
    });
  }, BULK_TRANSACTION);
  return { batchId, queued: wanted.length, skipped, engine };
}
