import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import { createJudgeModel } from "../config/create-judge-model";
import { EXTERNAL_PROVIDER } from "../external/schemas-external";
import { JUDGE_BATCH_PROVIDERS, type TJudgeRunMode, type TStartJudgeRun } from "../schemas";
import { selectJudgePatches } from "./select-judge-patches";
import { resolveRunRuleSet } from "@/lib/rules/resolve-run-rule-set";

/**
 * Queues a judge run: one job per selected patch and sample, all in one transaction with
 * its audit row. Workers (inside `npm start` or `rubricate worker`) pick the jobs up.
 */
export async function startJudgeRun(options: {
  projectId: string;
  actorId: string | null;
  input: Omit<TStartJudgeRun, "mode"> & { mode?: TJudgeRunMode };
}) {
  const { projectId, actorId, input } = options;
  const mode = input.mode ?? "online";
  const config = await prisma.judgeConfig.findFirst({ where: { id: input.configId, projectId } });
  if (!config)
    throw new AppError("INVALID_INPUT", "configId: no such judge configuration in this project.");
  if (input.campaignId) {
    const campaign = await prisma.campaign.findFirst({
      where: { id: input.campaignId, projectId },
      select: { id: true },
    });
    if (!campaign)
      throw new AppError("INVALID_INPUT", "campaignId: no such campaign in this project.");
  }
  if (config.provider === EXTERNAL_PROVIDER)
    throw new AppError(
      "CONFLICT",
      "configId: this configuration holds imported verdicts; import another file instead of running it.",
    );
  if (config.provider !== "baseline")
    createJudgeModel({ provider: config.provider, model: config.model });
  if (mode === "batch" && !(JUDGE_BATCH_PROVIDERS as readonly string[]).includes(config.provider))
    throw new AppError(
      "INVALID_INPUT",
      `mode: ${config.provider === "baseline" ? "the no-LLM baseline" : config.provider} has no batch API (batch mode: ${JUDGE_BATCH_PROVIDERS.join(", ")}).`,
    );
  if (mode === "batch" && config.reference === "fix_spec")
    throw new AppError(
      "INVALID_INPUT",
      "mode: a fix-specification run goes online (each specification is written before the patches that need it are judged).",
    );
  const { reference } = config;
  const { selected, skipped, skippedReason } = await selectJudgePatches({
    projectId,
    filter: input.filter,
    reference,
    campaignId: input.campaignId,
  });
  if (selected.length === 0) {
    const why = skipped > 0 ? ` ${skipped} matching patches were left out: ${skippedReason}.` : "";
    throw new AppError("INVALID_INPUT", `filter: no patch to judge.${why}`);
  }
  const runId = randomUUID();
  const now = new Date();
  // `selected` comes in bug then patch order: positions follow it, sample by sample, so a
  // run's claims hand out all jobs of one bug together (lib/judge/README.md, Scheduling).
  const jobs = selected.flatMap(({ patchId, referenceVersionId }, p) =>
    Array.from({ length: config.samples }, (_, sample) => [
      randomUUID(),
      runId,
      patchId,
      sample,
      "pending",
      0,
      now,
      referenceVersionId,
      p * config.samples + sample,
      now,
      now,
    ]),
  );
  const ruleSet = await prisma.$transaction(async (tx) => {
    // The rules the prompt carries are fixed now ("current": the newest version at this moment).
    const ruleSet = await resolveRunRuleSet({ tx, projectId, setting: config.rules });
    await tx.judgeRun.create({
      data: {
        id: runId,
        projectId,
        configId: config.id,
        campaignId: input.campaignId ?? null,
        status: "queued",
        concurrency: input.concurrency,
        mode,
        filter: JSON.stringify(input.filter),
        total: jobs.length,
        skipped,
        ruleSetId: ruleSet?.id ?? null,
        createdById: actorId,
      },
    });
    await insertRows({
      tx,
      table: "JudgeJob",
      columns: [
        "id",
        "runId",
        "patchId",
        "sample",
        "status",
        "attempts",
        "nextAttemptAt",
        "referenceVersionId",
        "position",
        "createdAt",
        "updatedAt",
      ],
      rows: jobs,
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "judge.run.start",
      entityType: "JudgeRun",
      entityId: runId,
      after: {
        configId: config.id,
        campaignId: input.campaignId ?? null,
        filter: input.filter,
        mode,
        jobs: jobs.length,
        skipped,
        rulesVersion: ruleSet?.version ?? null,
      },
    });
    return ruleSet;
  }, BULK_TRANSACTION);
  return {
    id: runId,
    total: jobs.length,
    patches: selected.length,
    skipped,
    skippedReason,
    rulesVersion: ruleSet?.version ?? null,
  };
}
