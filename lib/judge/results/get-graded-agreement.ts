import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { medianGrade } from "../scoring/median-grade";
import { computeGradedAgreement, type TGradedPatch } from "./compute-graded-agreement";

const parseDims = (text: string | null) =>
  text ? (JSON.parse(text) as Record<string, number>) : null;

/**
 * "Graded agreement with raters" of a graded judge run (issue 34): its grades against the raters'
 * grades of a graded campaign (`campaignId`, default: the run's), by computeGradedAgreement, per
 * dimension for the dimensions both scales name. Nothing is compared (`unavailable` says why) for
 * a binary run, without a campaign, a binary campaign, scales of different lengths, or while the
 * campaign is still in labelling (labels stay blind, as the run page's other agreement figures);
 * patches the viewer is still labelling are left out and counted (`hidden`; `viewerId` null: none),
 * of the label overrides (`overridden`) too.
 */
export async function getGradedAgreement(options: {
  projectId: string;
  runId: string;
  campaignId?: string | null;
  viewerId: string | null;
}) {
  const { projectId, runId, viewerId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { id: true, campaignId: true, config: { select: { scale: true } } },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const scale = parseRatingScale({ stored: run.config.scale });
  const base = {
    campaign: null as { id: string; name: string } | null,
    grades: scale?.grades.map((g) => ({ value: g.value, label: g.label })) ?? [],
    hidden: 0,
    overridden: 0,
    result: null as ReturnType<typeof computeGradedAgreement> | null,
  };
  if (!scale)
    return { ...base, unavailable: "This run is binary: its configuration has no graded scale." };
  // Label overrides (the model's label contradicted its grade) are the run's own facts: counted
  // whatever the campaign, but not on patches the viewer is still labelling (judge output).
  const blinded = await listBlindedPatchIds({ projectId, userId: viewerId });
  const overrides = await prisma.judgeResult.findMany({
    where: { runId, modelLabel: { not: null } },
    select: { patchId: true },
  });
  const overridden = overrides.filter((r) => !blinded.has(r.patchId)).length;
  const campaignId = options.campaignId ?? run.campaignId;
  if (!campaignId)
    return { ...base, overridden, unavailable: "Name a campaign: the run is not linked to one." };
  const campaign = await prisma.campaign.findFirst({
    where: { id: campaignId, projectId },
    select: { id: true, name: true, phase: true, scale: true },
  });
  if (!campaign) throw new AppError("NOT_FOUND", "Campaign not found.");
  const about = { ...base, overridden, campaign: { id: campaign.id, name: campaign.name } };
  const raterScale = parseRatingScale({ stored: campaign.scale });
  if (!raterScale)
    return { ...about, unavailable: "The campaign is binary: its raters give no grades." };
  if (raterScale.grades.length !== scale.grades.length)
    return {
      ...about,
      unavailable: `The scales differ: the judge grades 1 to ${scale.grades.length}, the raters 1 to ${raterScale.grades.length}.`,
    };
  if (campaign.phase === "labelling")
    return {
      ...about,
      unavailable:
        "Graded agreement is shown once the campaign's reveal is open: before that, labels stay blind.",
    };
  const results = await prisma.judgeResult.findMany({
    where: { runId, grade: { not: null } },
    select: { patchId: true, grade: true, dimensionGrades: true },
  });
  // The campaign's graded ratings, read whole (no unbounded id list), grouped by patch.
  const ratings = await prisma.rating.findMany({
    where: { campaignId, grade: { not: null } },
    select: { patchId: true, grade: true, dimensionGrades: true },
  });
  const group = <T extends { patchId: string }>(rows: readonly T[]) => {
    const out = new Map<string, T[]>();
    for (const r of rows) out.set(r.patchId, [...(out.get(r.patchId) ?? []), r]);
    return out;
  };
  const byPatch = group(results.filter((r) => !blinded.has(r.patchId)));
  const ratingsOf = group(ratings);
  const patches: TGradedPatch[] = [...byPatch].map(([patchId, samples]) => {
    const dims = samples.map((s) => parseDims(s.dimensionGrades));
    const keys = [...new Set(dims.flatMap((d) => Object.keys(d ?? {})))];
    const rated = ratingsOf.get(patchId) ?? [];
    return {
      judge: medianGrade({ grades: samples.map((s) => s.grade!) })!,
      judgeDimensions: Object.fromEntries(
        keys.map((k) => [
          k,
          medianGrade({ grades: dims.flatMap((d) => (d?.[k] ? [d[k]!] : [])) })!,
        ]),
      ),
      raters: rated.map((r) => r.grade!),
      raterDimensions: rated.map((r) => parseDims(r.dimensionGrades)),
    };
  });
  const raterKeys = new Set(raterScale.dimensions.map((d) => d.key));
  return {
    ...about,
    hidden: new Set(results.filter((r) => blinded.has(r.patchId)).map((r) => r.patchId)).size,
    result: computeGradedAgreement({
      patches,
      grades: scale.grades.length,
      dimensions: scale.dimensions.map((d) => d.key).filter((k) => raterKeys.has(k)),
    }),
    unavailable: null,
  };
}
