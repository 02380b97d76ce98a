import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { extractChecklist } from "@/lib/campaigns/extract-checklist";
import { findGoldenRubric } from "@/lib/campaigns/find-golden-rubric";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { parseChecklist } from "@/lib/campaigns/parse-checklist";
import { isPerRequirement } from "@/lib/judge/schemas";
import { parseRequirementVerdicts } from "@/lib/judge/scoring/parse-requirement-verdicts";
import {
  computeRequirementAgreement,
  type TRequirementAgreementRow,
  type TRequirementPatch,
} from "./compute-requirement-agreement";

/**
 * Agreement per rubric requirement between a per-requirement judge run and a campaign's raters
 * (`campaignId`, default: the run's campaign): the raters' ticks (rubric lines of the bug's golden
 * rubric, the checklist they label with) become requirement indices as the judge's are, and
 * computeRequirementAgreement compares them. Nothing is compared (`unavailable` says why, rows
 * empty) for a run that is not per-requirement, without a campaign, or while the campaign is still
 * in labelling (labels stay blind); patches the viewer is still labelling somewhere are left out and
 * counted (`hidden`; `viewerId` null: none, for the CLI).
 */
export async function getRequirementAgreement(options: {
  projectId: string;
  runId: string;
  campaignId?: string | null;
  viewerId: string | null;
}) {
  const { projectId, runId, viewerId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: {
      id: true,
      campaignId: true,
      config: { select: { name: true, version: true, reference: true, promptTemplate: true } },
    },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const base = {
    run: {
      id: run.id,
      configName: run.config.name,
      configVersion: run.config.version,
      reference: run.config.reference,
    },
    campaign: null as { id: string; name: string } | null,
    patches: 0,
    hidden: 0,
    rows: [] as TRequirementAgreementRow[],
  };
  if (!isPerRequirement(run.config))
    return {
      ...base,
      unavailable:
        "This run does not judge per requirement: its configuration has no perRequirement option.",
    };
  const campaignId = options.campaignId ?? run.campaignId;
  if (!campaignId)
    return { ...base, unavailable: "Name a campaign: the run is not linked to one." };
  const campaign = await prisma.campaign.findFirst({
    where: { id: campaignId, projectId },
    select: { id: true, name: true, phase: true },
  });
  if (!campaign) throw new AppError("NOT_FOUND", "Campaign not found.");
  if (campaign.phase === "labelling")
    return {
      ...base,
      campaign: { id: campaign.id, name: campaign.name },
      unavailable:
        "Agreement is shown once the campaign's reveal is open: before that, labels stay blind.",
    };
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const results = await prisma.judgeResult.findMany({
    where: { runId, requirements: { not: null } },
    orderBy: [{ job: { position: "asc" } }, { sample: "asc" }],
    select: {
      patchId: true,
      requirements: true,
      patch: { select: { bug: { select: { id: true, externalId: true } } } },
    },
  });
  const visible = results.filter((r) => !hidden.has(r.patchId));
  const patchIds = [...new Set(visible.map((r) => r.patchId))];
  const ratings = await prisma.rating.findMany({
    where: { campaignId, patchId: { in: patchIds } },
    select: { patchId: true, checklist: true },
  });
  const bugs = new Map<
    string,
    { externalId: string; lines: Map<number, number>; texts: string[] }
  >();
  for (const r of visible) {
    const bug = r.patch.bug;
    if (bugs.has(bug.id)) continue;
    const golden = await findGoldenRubric({ bugId: bug.id });
    const items = golden ? extractChecklist({ markdown: golden.content }) : [];
    bugs.set(bug.id, {
      externalId: bug.externalId,
      lines: new Map(items.map((item, i) => [item.line, i + 1])),
      texts: items.map((item) => item.text),
    });
  }
  const patches = new Map<string, TRequirementPatch>();
  for (const r of visible) {
    const bug = bugs.get(r.patch.bug.id)!;
    let patch = patches.get(r.patchId);
    if (!patch) {
      patch = {
        bug: bug.externalId,
        requirements: bug.texts.map((text, i) => ({ index: i + 1, text })),
        judge: [],
        raters: ratings
          .filter((x) => x.patchId === r.patchId)
          .map((x) =>
            parseChecklist({ text: x.checklist }).flatMap((line) => {
              const index = bug.lines.get(line);
              return index === undefined ? [] : [index];
            }),
          ),
      };
      patches.set(r.patchId, patch);
    }
    (patch.judge as { index: number; met: boolean }[][]).push(
      parseRequirementVerdicts({ text: r.requirements }) ?? [],
    );
  }
  return {
    ...base,
    campaign: { id: campaign.id, name: campaign.name },
    patches: patches.size,
    hidden: new Set(results.filter((r) => hidden.has(r.patchId)).map((r) => r.patchId)).size,
    rows: computeRequirementAgreement({ patches: [...patches.values()] }),
    unavailable: null,
  };
}
