import { loadRunJudgments } from "@/lib/alignment/load-run-judgments";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { computeHeldOutMetrics } from "./compute-held-out-metrics";
import type { THeldOutReport } from "./few-shot-api.types";
import { findFinishedRun } from "./find-finished-run";
import { loadTuningCampaign } from "./load-tuning-campaign";
import { ZJudgeTuningOrigin } from "./schemas";
import type { THeldOutQuery } from "./schemas-few-shot";

/**
 * The honest report of a tuned version (any method): a finished run of the base version and one
 * of the tuned version (named, else each one's newest on the campaign) scored on the HELD-OUT
 * patches only: patches of the origin's heldOutBugIds with a consensus. Patches of tuning-part
 * bugs are never scored, whatever is asked (they are only counted as excluded). Both runs must
 * have judged every held-out patch (409 naming the missing ones); the viewer's blinded patches
 * are left out. κ, precision and recall before and after with bootstrap intervals over held-out
 * bugs, and the paired difference (computeHeldOutMetrics).
 */
export async function getHeldOutReport(options: {
  projectId: string;
  viewerId: string | null;
  query: THeldOutQuery;
}): Promise<THeldOutReport> {
  const { projectId, viewerId, query } = options;
  const config = await prisma.judgeConfig.findFirst({
    where: { projectId, name: query.config, version: query.version },
  });
  if (!config)
    throw new AppError(
      "NOT_FOUND",
      `config: no judge configuration “${query.config}” version ${query.version} in this project.`,
    );
  if (!config.tuning)
    throw new AppError(
      "INVALID_INPUT",
      `version: ${config.name} v${config.version} was not tuned; the held-out report is for tuned versions.`,
    );
  const origin = ZJudgeTuningOrigin.parse(JSON.parse(config.tuning));
  const base = await prisma.judgeConfig.findFirst({
    where: { id: origin.baseConfigId, projectId },
    select: { id: true, name: true, version: true },
  });
  if (!base) throw new AppError("NOT_FOUND", "The tuned version's base configuration is gone.");
  const data = await loadTuningCampaign({ projectId, campaignId: origin.campaignId });
  const bugs = await prisma.bug.findMany({
    where: { id: { in: [...new Set(data.consensus.map((c) => c.bugId))] } },
    select: { id: true, externalId: true },
  });
  // The origin names bugs by internal id; an external id is accepted as well.
  const held = new Set(origin.heldOutBugIds);
  const tuned = new Set(origin.tuningBugIds);
  const heldOutBugs = new Set(
    bugs.filter((b) => held.has(b.id) || held.has(b.externalId)).map((b) => b.id),
  );
  const tunedBugs = new Set(
    bugs.filter((b) => tuned.has(b.id) || tuned.has(b.externalId)).map((b) => b.id),
  );
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const heldOut = data.consensus.filter((c) => heldOutBugs.has(c.bugId) && !tunedBugs.has(c.bugId));
  const visible = heldOut.filter((c) => !hidden.has(c.patchId));
  if (visible.length === 0)
    throw new AppError(
      "CONFLICT",
      "The held-out part of this tuning has no labelled patch to score.",
    );
  // What a page needs to offer the missing runs (the 409s carry it).
  const runHint = (configId: string) => ({
    campaignId: data.campaign.id,
    campaignName: data.campaign.name,
    run:
      configId === base.id
        ? { configId, version: base.version }
        : { configId, version: config.version },
  });
  const pick = (configId: string, runId: string | undefined, field: string) =>
    findFinishedRun({
      projectId,
      configId,
      campaignId: data.campaign.id,
      runId: runId ?? null,
      field,
    });
  const [baseRun, run] = await Promise.all([
    pick(base.id, query.baseRunId, "baseRunId"),
    pick(config.id, query.runId, "runId"),
  ]);
  for (const [found, field, v] of [
    [baseRun, "baseRunId", base],
    [run, "runId", config],
  ] as const)
    if (!found)
      throw new AppError(
        "CONFLICT",
        `${field}: no finished run of ${v.name} v${v.version} on “${data.campaign.name}”; start one on the campaign first.`,
        runHint(v.id),
      );
  const judgments = await loadRunJudgments({
    runIds: [baseRun!.id, run!.id],
    campaignId: data.campaign.id,
  });
  const labels = new Map(judgments.map((j) => [`${j.runId}\u0000${j.patchId}`, j.label]));
  for (const r of [baseRun!, run!]) {
    const missing = visible.filter((c) => !labels.has(`${r.id}\u0000${c.patchId}`));
    if (missing.length > 0) {
      const names = await prisma.patch.findMany({
        where: { id: { in: missing.slice(0, 5).map((c) => c.patchId) } },
        select: { externalId: true },
      });
      throw new AppError(
        "CONFLICT",
        `${r.id === run!.id ? "runId" : "baseRunId"}: run ${r.id} has no verdict on ${missing.length} of ${visible.length} held-out patches (${names.map((n) => n.externalId).join(", ")}${missing.length > 5 ? ", …" : ""}); run it on the whole campaign.`,
        runHint(r.id === run!.id ? config.id : base.id),
      );
    }
  }
  const seed = query.seed ?? origin.seed;
  const result = computeHeldOutMetrics({
    items: visible.map((c) => ({
      bugId: c.bugId,
      consensus: c.label,
      before: labels.get(`${baseRun!.id}\u0000${c.patchId}`)!,
      after: labels.get(`${run!.id}\u0000${c.patchId}`)!,
    })),
    seed,
    replicates: query.replicates,
  });
  return {
    config: {
      id: config.id,
      name: config.name,
      version: config.version,
      method: origin.method,
      description: config.description,
    },
    base,
    campaign: data.campaign,
    part: "held_out",
    baseRun: { id: baseRun!.id, status: baseRun!.status },
    run: { id: run!.id, status: run!.status },
    n: result.n,
    bugs: result.bugs,
    excludedTuningPatches: data.consensus.filter((c) => tunedBugs.has(c.bugId)).length,
    hidden: heldOut.length - visible.length,
    metrics: result.metrics,
    confusion: result.confusion,
    bootstrap: {
      seed,
      replicates: query.replicates,
      level: result.level,
      unit: "held-out bugs (all of a bug's patches together)",
    },
  };
}
