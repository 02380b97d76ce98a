import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { TAlignmentDisagreement, TAlignmentReport } from "./alignment-api.types";
import { buildVersionRows } from "./build-version-rows";
import { computeAlignmentMetrics } from "./compute-alignment-metrics";
import { groupByRubricVersion } from "./group-by-rubric-version";
import { listAlignmentOptions } from "./list-alignment-options";
import { loadCampaignConsensus } from "./load-campaign-consensus";
import { loadRunJudgments, type TRunJudgment } from "./load-run-judgments";
import type { TAlignmentQuery } from "./schemas";
import { ZJudgeTuningOrigin } from "@/lib/tuning/schemas";

const DONE = ["completed", "completed_with_failures"] as const;
const RUBRIC_REFERENCES = new Set(["golden", "draft", "freeform"]);

/**
 * How a judge configuration's versions agree with a campaign's consensus (lib/alignment/README.md):
 * per version its newest completed run on the campaign's labelled patches, with κ, precision,
 * recall, accuracy and n and the change from the previous version; metrics per rubric version
 * number over those runs; for the selected version (default: the newest with a run) the patches
 * where the judge and the consensus disagree, with the judge's and the raters' justifications. Patches
 * the viewer is still labelling somewhere are left out of everything (`viewerId` null: the CLI).
 */
export async function getAlignmentReport(options: {
  projectId: string;
  viewerId: string | null;
  query: TAlignmentQuery;
}): Promise<TAlignmentReport> {
  const { projectId, viewerId, query } = options;
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const { configs, campaigns } = await listAlignmentOptions({ projectId, blinded: hidden });
  if (query.config && !configs.some((c) => c.name === query.config))
    throw new AppError(
      "NOT_FOUND",
      `config: no judge configuration named “${query.config}” in this project.`,
    );
  if (query.campaignId && !campaigns.some((c) => c.id === query.campaignId)) {
    const labelling = await prisma.campaign.findFirst({
      where: { id: query.campaignId, projectId },
      select: { id: true },
    });
    if (labelling)
      throw new AppError(
        "CONFLICT",
        "campaign: this campaign is still labelling; its consensus shows once its reveal opens.",
      );
    throw new AppError("NOT_FOUND", "campaign: no such campaign in this project.");
  }
  const configName = query.config ?? configs[0]?.name ?? null;
  const campaignOption = campaigns.find((c) => c.id === query.campaignId) ?? campaigns[0] ?? null;
  const empty = {
    configs,
    campaigns,
    config: configName,
    campaign: campaignOption,
    hidden: campaignOption?.hidden ?? 0,
    versions: [],
    selectedVersion: null,
    rubric: null,
    disagreements: [],
  };
  if (!configName) return empty;
  const versions = await prisma.judgeConfig.findMany({
    where: { projectId, name: configName },
    orderBy: { version: "asc" },
  });
  if (query.version !== undefined && !versions.some((v) => v.version === query.version))
    throw new AppError(
      "NOT_FOUND",
      `version: “${configName}” has no version ${query.version} (versions: ${versions.map((v) => v.version).join(", ")}).`,
    );
  if (!campaignOption) return empty;
  const campaignId = campaignOption.id;
  const consensus = await loadCampaignConsensus({ campaignId, hidden });
  const labelled = { patch: { consensus: { some: { campaignId } } } };
  // Every completed run of every version with a label on a labelled patch, newest first.
  const runs = await prisma.judgeRun.findMany({
    where: {
      configId: { in: versions.map((v) => v.id) },
      status: { in: [...DONE] },
      results: { some: labelled },
    },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      configId: true,
      status: true,
      createdAt: true,
      ruleSet: { select: { version: true } },
      _count: { select: { results: true } },
    },
  });
  const newest = new Map<string, (typeof runs)[number]>();
  for (const r of runs) if (!newest.has(r.configId)) newest.set(r.configId, r);
  const selected =
    query.version ?? [...versions].reverse().find((v) => newest.has(v.id))?.version ?? null;
  const selectedConfig = versions.find((v) => v.version === selected) ?? null;
  // The rubric table: the versions' newest runs (those of the versions table) that gave the
  // judge a rubric, newest first.
  const rubricConfigs = new Set(
    versions.filter((v) => RUBRIC_REFERENCES.has(v.reference)).map((v) => v.id),
  );
  const rubricRuns = [...newest.values()]
    .filter((r) => rubricConfigs.has(r.configId))
    .map((r) => r.id);
  const judgments = await loadRunJudgments({
    // Rubric runs first, newest first: the rubric table takes the first judgment per patch.
    runIds: [...new Set([...rubricRuns, ...[...newest.values()].map((r) => r.id)])],
    campaignId,
  });
  const visible = judgments.filter((j) => consensus.has(j.patchId));
  const byRun = new Map<string, TRunJudgment[]>();
  for (const j of visible) {
    const list = byRun.get(j.runId);
    if (list) list.push(j);
    else byRun.set(j.runId, [j]);
  }
  const labelOf = (patchId: string) => consensus.get(patchId)!.label;
  const rows = buildVersionRows({
    versions: versions.map((v) => {
      const run = newest.get(v.id) ?? null;
      const own = run ? (byRun.get(run.id) ?? []) : [];
      return {
        configId: v.id,
        version: v.version,
        description: v.description,
        reference: v.reference,
        provider: v.provider,
        model: v.model,
        rules: v.rules,
        tuning: readTuningMethod(v.tuning),
        settings: JSON.stringify([
          v.provider,
          v.model,
          v.temperature,
          v.maxTokens,
          v.samples,
          v.promptTemplate,
          v.promptVersion,
          v.reference,
          v.threshold,
          v.specWriter,
          v.fewShot,
        ]),
        run: run && {
          id: run.id,
          status: run.status,
          createdAt: run.createdAt,
          results: run._count.results,
          rulesVersion: run.ruleSet?.version ?? null,
        },
        metrics:
          run && own.length > 0
            ? computeAlignmentMetrics({
                pairs: own.map((j) => ({ judge: j.label, consensus: labelOf(j.patchId) })),
              })
            : null,
      };
    }),
  });
  const selectedRun = selectedConfig ? newest.get(selectedConfig.id) : undefined;
  const disagreements: TAlignmentDisagreement[] = (
    selectedRun ? (byRun.get(selectedRun.id) ?? []) : []
  )
    .filter((j) => j.label !== labelOf(j.patchId))
    .map((j) => {
      const c = consensus.get(j.patchId)!;
      return {
        patchId: c.patchId,
        bugId: c.bugId,
        rubricVersion: j.rubricVersion,
        judge: { label: j.label, justification: j.justification },
        consensus: { label: c.label, method: c.method, notes: c.notes },
        raters: c.raters,
      };
    })
    .sort((a, b) => a.bugId.localeCompare(b.bugId) || a.patchId.localeCompare(b.patchId));
  const rubricSet = new Set(rubricRuns);
  return {
    ...empty,
    campaign: { ...campaignOption, labelled: consensus.size },
    hidden: campaignOption.hidden,
    versions: rows,
    selectedVersion: selected,
    rubric:
      rubricRuns.length > 0
        ? {
            runs: rubricRuns.length,
            rows: groupByRubricVersion({
              judgments: visible.flatMap((j) =>
                rubricSet.has(j.runId) && j.rubricVersion !== null
                  ? [
                      {
                        patchId: j.patchId,
                        bugId: consensus.get(j.patchId)!.bugId,
                        rubricVersion: j.rubricVersion,
                        label: j.label,
                      },
                    ]
                  : [],
              ),
              consensus: new Map([...consensus].map(([id, c]) => [id, c.label])),
            }),
          }
        : null,
    disagreements,
  };
}

/** A version's tuning method from its `tuning` JSON (lib/tuning); null when written by hand. */
function readTuningMethod(tuning: string | null) {
  if (!tuning) return null;
  const parsed = ZJudgeTuningOrigin.safeParse(JSON.parse(tuning));
  return parsed.success ? { method: parsed.data.method } : null;
}
