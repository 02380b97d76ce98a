import type { Prisma } from "@/lib/db/client";

export type TDumpModel = Exclude<Prisma.ModelName, TExcludedModel>;

type TWhere = (projectId: string, extra: { draftCreatorIds: string[] }) => object;

export type TDumpStep = {
  model: TDumpModel;
  /** Rows of this model that belong to the project (a Prisma `where`). */
  where: TWhere;
  /** Columns holding a user id: re-mapped on restore when the user already exists under another id. */
  userRefs?: string[];
  /** Columns pointing at rows written later (cycles): inserted as null, set once every row is in. */
  deferred?: string[];
};

/**
 * Models never dumped. Everything else in the schema must have a step below
 * (dump-plan.test.ts fails otherwise).
 */
export const EXCLUDED_MODELS = [
  "Session", // sign-in sessions: secrets, and meaningless on another server
  "Account", // better-auth credentials (password hashes, OAuth tokens): restored users must set a password
  "Verification", // short-lived e-mail / reset tokens
  "RateLimit", // sign-in throttling counters of this server
  "Invite", // one-time invitation links of this server (token hashes, meaningless elsewhere)
  "ApiToken", // personal access tokens: credentials of this server; users create new ones there
  "JudgeWorker", // the judge workers running on this server now
  "AgreementCache", // derived figures, recomputed from the dumped rows on demand
] as const;
export type TExcludedModel = (typeof EXCLUDED_MODELS)[number];

const inRubrics = (projectId: string) => ({ rubric: { bug: { projectId } } });
const inCampaign = (projectId: string) => ({ campaign: { projectId } });
const inStudy = (projectId: string) => ({ study: { projectId } });
const byProject = (projectId: string) => ({ projectId });

/** The dump, in an order that satisfies every foreign key on restore. */
export const DUMP_PLAN: readonly TDumpStep[] = [
  { model: "Project", where: (id) => ({ id }) },
  {
    model: "User",
    where: (projectId, { draftCreatorIds }) => ({
      OR: [
        { id: { in: draftCreatorIds } }, // DraftJob.createdById has no relation
        { projectRoles: { some: { projectId } } },
        { importJobs: { some: { projectId } } },
        { rubricsEditing: { some: { bug: { projectId } } } },
        { rubricVersions: { some: inRubrics(projectId) } },
        { rubricEdits: { some: { version: inRubrics(projectId) } } },
        { rubricReviews: { some: inRubrics(projectId) } },
        { campaignsCreated: { some: { projectId } } },
        { campaignRaters: { some: inCampaign(projectId) } },
        { assignments: { some: inCampaign(projectId) } },
        { ratings: { some: inCampaign(projectId) } },
        { consensusDecisions: { some: inCampaign(projectId) } },
        { consensusChanges: { some: { consensus: inCampaign(projectId) } } },
        { judgeConfigs: { some: { projectId } } },
        { judgeRuns: { some: { projectId } } },
        { ruleSets: { some: { projectId } } },
        { auditEntries: { some: { projectId } } },
        { studiesCreated: { some: { projectId } } },
        { studyRaters: { some: inStudy(projectId) } },
        { studyRubrics: { some: inStudy(projectId) } },
        { studyLabels: { some: inStudy(projectId) } },
        { studyLabelRubrics: { some: inStudy(projectId) } },
      ],
    }),
  },
  { model: "ProjectRole", where: byProject, userRefs: ["userId"] },
  { model: "ImportJob", where: byProject, userRefs: ["createdById"] },
  { model: "Bug", where: byProject },
  { model: "Patch", where: byProject },
  { model: "PatchSource", where: byProject },
  {
    // Not project-scoped (the cache is shared): the calls the project's rows point at.
    // On restore a call whose id already exists is kept as it is.
    model: "LlmCall",
    where: (projectId) => ({
      OR: [
        { rubricVersions: { some: inRubrics(projectId) } },
        { judgeResults: { some: { run: { projectId } } } },
        { abstentions: { some: { projectId } } },
        { fixSpecs: { some: { projectId } } },
        { rejectionThemes: { some: { run: { projectId } } } },
      ],
    }),
  },
  { model: "BugAbstention", where: byProject },
  { model: "FixSpecification", where: byProject },
  {
    model: "Rubric",
    where: (projectId) => ({ bug: { projectId } }),
    userRefs: ["editorId"],
    deferred: ["currentVersionId", "goldenVersionId"],
  },
  { model: "DraftJob", where: byProject, userRefs: ["createdById"] },
  {
    model: "RubricVersion",
    where: inRubrics,
    userRefs: ["createdById"],
    deferred: ["parentVersionId"],
  },
  {
    model: "RubricEdit",
    where: (projectId) => ({ version: inRubrics(projectId) }),
    userRefs: ["createdById"],
  },
  { model: "RubricReview", where: inRubrics, userRefs: ["reviewerId"] },
  { model: "RubricEditComment", where: (projectId) => ({ review: inRubrics(projectId) }) },
  { model: "Campaign", where: byProject, userRefs: ["createdById"] },
  { model: "CampaignPatch", where: inCampaign },
  { model: "CampaignRater", where: inCampaign, userRefs: ["userId"] },
  { model: "Assignment", where: inCampaign, userRefs: ["raterId"] },
  { model: "Rating", where: inCampaign, userRefs: ["raterId", "raterKey"] },
  { model: "Consensus", where: inCampaign, userRefs: ["adjudicatorId"] },
  {
    model: "ConsensusChange",
    where: (projectId) => ({ consensus: inCampaign(projectId) }),
    userRefs: ["changedById"],
  },
  { model: "ProjectRuleSet", where: byProject, userRefs: ["createdById"] },
  { model: "JudgeConfig", where: byProject, userRefs: ["createdById"] },
  { model: "JudgeRun", where: byProject, userRefs: ["createdById"] },
  { model: "JudgeBatch", where: (projectId) => ({ run: { projectId } }) },
  { model: "JudgeJob", where: (projectId) => ({ run: { projectId } }) },
  { model: "JudgeResult", where: (projectId) => ({ run: { projectId } }) },
  { model: "RejectionTheme", where: (projectId) => ({ run: { projectId } }) },
  {
    model: "JudgeGuidanceProposal",
    where: byProject,
    userRefs: ["createdById", "reviewerId"],
  },
  { model: "Study", where: byProject, userRefs: ["createdById"] },
  { model: "StudyRater", where: inStudy, userRefs: ["userId"] },
  { model: "StudyPatch", where: inStudy },
  { model: "StudyRubric", where: inStudy, userRefs: ["authorId"] },
  { model: "StudyLabel", where: inStudy, userRefs: ["raterId", "rubricAuthorId"] },
  { model: "AuditLog", where: byProject, userRefs: ["actorId"] },
];

/** `BugSource` → `bugSource`: the client's delegate for a model. */
export const delegateName = (model: string) => model.charAt(0).toLowerCase() + model.slice(1);
