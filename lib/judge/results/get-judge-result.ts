import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { parseConsensusThemes } from "@/lib/campaigns/parse-consensus-themes";
import { isPerRequirement, REFERENCE_LABELS } from "../schemas";
import { extractChecklist } from "@/lib/campaigns/extract-checklist";
import { parseRequirementVerdicts } from "../scoring/parse-requirement-verdicts";
import { summarizePatchJobs } from "./summarize-patch-jobs";
import { readPromptAsSent } from "./read-prompt-as-sent";
import { findPatchSpec } from "@/lib/fix-specs/find-patch-spec";
import { formatTestInformation, PATCH_TESTS_SELECT } from "@/lib/fix-specs/format-test-information";

/**
 * One patch of a run, for the click-through: the bug, the candidate diff, exactly the
 * reference the judge saw (the rubric version fixed at run start, or the developer fix),
 * each sample's thought and justification, the whole prompt as sent (system and user messages,
 * from the logged call; null without one, as for the baseline), and the consensus. Refused (403) while the
 * viewer is labelling this patch in some campaign. A few-shot tuned configuration's prompt carries
 * other patches' reviewers' labels and reasons: the examples on patches the viewer is labelling
 * are replaced by a notice (`prompt.hiddenExamples`), or the prompt is withheld (`promptWithheld`
 * says why) when that cannot be done exactly (readPromptAsSent).
 */
export async function getJudgeResult(options: {
  projectId: string;
  runId: string;
  patchId: string;
  viewerId: string;
}) {
  const { projectId, runId, patchId, viewerId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: {
      campaignId: true,
      config: {
        select: {
          reference: true,
          provider: true,
          model: true,
          specWriter: true,
          promptTemplate: true,
          fewShot: true,
        },
      },
    },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const blinded = await listBlindedPatchIds({ projectId, userId: viewerId, among: [patchId] });
  if (blinded.has(patchId))
    throw new AppError(
      "FORBIDDEN",
      "You are labelling this patch in a campaign: its judge output stays hidden until the reveal.",
    );
  const jobs = await prisma.judgeJob.findMany({
    where: { runId, patchId },
    orderBy: { sample: "asc" },
    select: {
      sample: true,
      status: true,
      lastError: true,
      attempts: true,
      referenceVersionId: true,
      result: {
        select: {
          label: true,
          confidence: true,
          score: true,
          thought: true,
          justification: true,
          cached: true,
          llmCallId: true,
          requirements: true,
          grade: true,
          dimensionGrades: true,
          modelLabel: true,
        },
      },
    },
  });
  if (jobs.length === 0) throw new AppError("NOT_FOUND", "This patch is not part of the run.");
  const patch = await prisma.patch.findUniqueOrThrow({
    where: { id: patchId },
    select: {
      externalId: true,
      diff: true,
      tool: true,
      ...PATCH_TESTS_SELECT,
      bug: {
        select: {
          id: true,
          externalId: true,
          title: true,
          bugType: true,
          report: true,
          groundTruthPatch: true,
        },
      },
    },
  });
  // The prompt exactly as sent: the logged call of the first answered sample (all samples of a
  // patch get the same messages; cached answers point at the call that was made).
  const callId = jobs.find((j) => j.result?.llmCallId)?.result?.llmCallId ?? null;
  const call = callId
    ? await prisma.llmCall.findUnique({ where: { id: callId }, select: { prompt: true } })
    : null;
  const asSent = call
    ? await readPromptAsSent({
        projectId,
        viewerId,
        prompt: call.prompt,
        fewShot: run.config.fewShot,
      })
    : { prompt: null, withheld: null };
  const consensus = run.campaignId
    ? await prisma.consensus.findUnique({
        where: { campaignId_patchId: { campaignId: run.campaignId, patchId } },
        select: { label: true, themes: true, notes: true },
      })
    : null;
  const { reference } = run.config;
  const versionId = jobs[0]?.referenceVersionId ?? null;
  const version = versionId
    ? await prisma.rubricVersion.findUnique({
        where: { id: versionId },
        select: { number: true, kind: true, content: true },
      })
    : null;
  const spec =
    reference === "fix_spec"
      ? await findPatchSpec({ bugId: patch.bug.id, diff: patch.diff, config: run.config })
      : null;
  const row = summarizePatchJobs({
    facts: {
      patchId: patch.externalId,
      bugId: patch.bug.externalId,
      bugType: patch.bug.bugType,
      tool: patch.tool,
      consensus: consensus ? (consensus.label === "VALID" ? "VALID" : "INVALID") : null,
    },
    jobs,
  });
  return {
    ...row,
    bug: {
      externalId: patch.bug.externalId,
      title: patch.bug.title,
      bugType: patch.bug.bugType,
      report: patch.bug.report,
    },
    diff: patch.diff,
    reference: {
      kind: reference,
      label: REFERENCE_LABELS[reference] ?? reference,
      baseline: run.config.provider === "baseline",
      versionNumber: version?.number ?? null,
      content:
        version?.content ??
        spec?.content ??
        (reference === "ground_truth" ? patch.bug.groundTruthPatch : null),
      format:
        version || spec
          ? ("markdown" as const)
          : reference === "ground_truth"
            ? ("diff" as const)
            : null,
      specFiles: spec?.files ?? null,
      specWriter: spec?.writer ?? null,
      testInformation: reference === "fix_spec" ? formatTestInformation({ tests: patch }) : null,
    },
    prompt: asSent.prompt,
    promptWithheld: asSent.withheld,
    consensusDetail: consensus
      ? {
          label: consensus.label,
          themes: parseConsensusThemes({ text: consensus.themes }),
          notes: consensus.notes,
        }
      : null,
    requirements: isPerRequirement(run.config)
      ? listRequirementVerdicts({ jobs, rubric: version?.content ?? "" })
      : null,
    jobs: jobs.map((j) => ({
      sample: j.sample,
      status: j.status,
      attempts: j.attempts,
      error: j.lastError,
    })),
  };
}
/** Each answered sample's stored requirement verdicts, with the requirement's text. */
function listRequirementVerdicts(options: {
  jobs: { sample: number; result: { requirements: string | null } | null }[];
  rubric: string;
}) {
  const items = extractChecklist({ markdown: options.rubric });
  return options.jobs.flatMap((j) => {
    const verdicts = j.result ? parseRequirementVerdicts({ text: j.result.requirements }) : null;
    if (!verdicts) return [];
    return [
      {
        sample: j.sample,
        verdicts: verdicts.map((v) => ({ ...v, text: items[v.index - 1]?.text ?? null })),
      },
    ];
  });
}
export type TJudgeResultDetail = Awaited<ReturnType<typeof getJudgeResult>>;
