import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listRunFlags } from "@/lib/judge/evidence/list-run-flags";
import { EVIDENCE_FLAG_INFO } from "@/lib/judge/evidence/schemas-evidence";
import type { TJudgeLabel } from "@/lib/judge/schemas";
import { pickReviewPatches, type TReviewPick, type TReviewRunPatch } from "./pick-review-patches";
import type { TCampaignSelection, TConsensusLabel } from "./schemas";

type TReviewSelection = Extract<TCampaignSelection, { kind: "review" }>;

const invalid = (path: string, message: string) =>
  new AppError("INVALID_INPUT", `${path}: ${message}`, { fields: [{ path, message }] });

async function loadRun(projectId: string, runId: string, field: string) {
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { config: { select: { name: true, version: true } } },
  });
  if (!run) throw invalid(field, "no such judge run in this project");
  const rows = await prisma.judgeResult.findMany({
    where: { runId },
    select: { patchId: true, label: true, confidence: true },
  });
  const acc = new Map<string, { labels: TJudgeLabel[]; sum: number; n: number }>();
  for (const r of rows) {
    const a = acc.get(r.patchId) ?? { labels: [], sum: 0, n: 0 };
    a.labels.push(r.label as TJudgeLabel);
    if (r.confidence !== null) {
      a.sum += r.confidence;
      a.n += 1;
    }
    acc.set(r.patchId, a);
  }
  const patches = new Map<string, TReviewRunPatch>(
    [...acc].map(([id, a]) => [
      id,
      { labels: a.labels, confidence: a.n ? a.sum / a.n : Number.NaN },
    ]),
  );
  return { name: `"${run.config.name} v${run.config.version}"`, patches };
}

/**
 * The patches an active-review selection routes to a new campaign, in bug then patch order,
 * each with its reason: the rule of `pickReviewPatches` over the chosen run (and the other run
 * or the consensus campaign it compares with). A run or campaign outside the project, a missing
 * comparison or a campaign without a consensus yet is a 422 naming the field.
 */
export async function loadReviewSelection(options: {
  projectId: string;
  selection: TReviewSelection;
}): Promise<TReviewPick[]> {
  const { projectId, selection } = options;
  const { rule } = selection;
  if (rule === "run_disagreement" && !selection.otherRunId)
    throw invalid("selection.otherRunId", "choose the run to compare with");
  if (rule === "run_disagreement" && selection.otherRunId === selection.runId)
    throw invalid("selection.otherRunId", "choose a different run from the first");
  if (rule === "judge_human" && !selection.campaignId)
    throw invalid("selection.campaignId", "choose the campaign whose consensus is compared with");
  const run = await loadRun(projectId, selection.runId, "selection.runId");
  if (rule === "evidence_flags") return pickFlaggedPatches(projectId, selection.runId, run.name);
  const other =
    rule === "run_disagreement"
      ? await loadRun(projectId, selection.otherRunId!, "selection.otherRunId")
      : null;
  let consensus: Map<string, TConsensusLabel> | undefined;
  let consensusName: string | undefined;
  if (rule === "judge_human") {
    const campaign = await prisma.campaign.findFirst({
      where: { id: selection.campaignId!, projectId },
      select: { name: true, phase: true },
    });
    if (!campaign) throw invalid("selection.campaignId", "no such campaign in this project");
    if (campaign.phase === "labelling")
      throw invalid("selection.campaignId", "that campaign has no consensus yet (still labelling)");
    const rows = await prisma.consensus.findMany({
      where: { campaignId: selection.campaignId! },
      select: { patchId: true, label: true },
    });
    consensus = new Map(rows.map((r) => [r.patchId, r.label as TConsensusLabel]));
    consensusName = `"${campaign.name}"`;
  }
  const order = (
    await prisma.patch.findMany({
      where: { projectId },
      orderBy: [{ bug: { externalId: "asc" } }, { externalId: "asc" }],
      select: { id: true },
    })
  ).map((p) => p.id);
  return pickReviewPatches({
    rule,
    order,
    run: run.patches,
    runName: run.name,
    percentile: selection.percentile,
    other: other?.patches,
    otherName: other?.name,
    consensus,
    consensusName,
  });
}

/**
 * evidence_flags: the run's patches with a verdict the patch's evidence contradicts
 * (lib/judge/evidence `listRunFlags`, nobody's patches left out: a campaign is for everyone), in
 * bug then patch order, the reason naming the first flag's kind and its sentence.
 */
async function pickFlaggedPatches(
  projectId: string,
  runId: string,
  runName: string,
): Promise<TReviewPick[]> {
  const view = await listRunFlags({ projectId, runId, viewerId: null });
  const picks = new Map<string, TReviewPick>();
  for (const item of view.items) {
    const first = item.flags[0];
    if (!first || picks.has(item.patchId)) continue;
    const sentence =
      first.sentence.length > 200 ? `${first.sentence.slice(0, 199)}…` : first.sentence;
    picks.set(item.patchId, {
      patchId: item.patchId,
      reason: `evidence flag in ${runName}: ${EVIDENCE_FLAG_INFO[first.kind]} ("${sentence}")`,
    });
  }
  return [...picks.values()];
}
