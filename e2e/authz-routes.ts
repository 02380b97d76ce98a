import { readFileSync } from "node:fs";
import type { TCampaignNeed } from "@/lib/campaigns/get-campaign-access";
import type { TStudyNeed } from "@/lib/studies/get-study-access";
import type { TCapability, TProjectRole } from "@/lib/auth/roles";

/** What a route needs, as lib/auth/roles.ts and the Roles table (docs/roles.md) say. */
export type TRule =
  | { signedIn: true }
  | { anyRole: readonly TProjectRole[] }
  | { siteAdmin: true }
  | { capability: TCapability }
  | { campaign: TCampaignNeed }
  | { study: TStudyNeed };

/** Real ids of one world, by route parameter (bugId: external id; campaignPatchId: a patch of the test campaign and judge run). */
export type TCtx = {
  slug: string;
  bugId: string;
  patchId: string;
  batchId: string;
  versionId: string;
  userId: string;
  campaignId: string;
  assignmentId: string;
  campaignPatchId: string;
  runId: string;
  configId: string;
  /** A study (authoring phase) of the campaign's raters over bugId's patches. */
  studyId: string;
};
export type TIdKey = Exclude<keyof TCtx, "slug">;

type TMultipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
export type TRouteSpec = {
  rule: TRule;
  /** A body that would do something real if the rule let the caller through. */
  body?: (c: TCtx) => unknown;
  /** Multipart routes: a real upload (`valid`) or one that writes nothing. */
  multipart?: (c: TCtx, valid: boolean) => TMultipart;
  /** Ids the body names (an id swap may come through the body, too). */
  bodyIds?: TIdKey[];
  /**
   * What a GET with the caller's own ids answers (default 200): a refusal the route gives only
   * after it found the ids and let the caller through, e.g. themes of the world's baseline run.
   */
  controlStatus?: number;
  /** Only a browser session may use it (withAuth's `sessionOnly`): 403 for any API token. */
  sessionOnly?: true;
  /** A POST that only computes (withAuth's `computeOnly`): a read token may call it. */
  computeOnly?: true;
};

const read: TRule = { capability: "project:read" };
const judgeRead: TRule = { capability: "judge:read" };
const judgeRun: TRule = { capability: "judge:run" };
const edit: TRule = { capability: "rubric:edit" };
const signedIn: TRule = { signedIn: true };
const siteAdmin: TRule = { siteAdmin: true };
const manage: TRule = { campaign: "manage" };
const studyRate: TRule = { study: "rate" };

const firstBug = () =>
  JSON.parse(readFileSync("lib/demo/data/bugs.jsonl", "utf8").split("\n")[0]!) as Record<
    string,
    unknown
  >;
const file = (name: string, mimeType: string, text: string) => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

/** Every API route and method but better-auth's own, with the rule it needs. */
export const EXPECTED: Record<string, TRouteSpec> = {
  "GET /api/me": { rule: signedIn },
  "PATCH /api/me": { rule: signedIn },
  "GET /api/me/session": { rule: signedIn },
  "GET /api/openapi.json": { rule: signedIn },
  "POST /api/me/password": { rule: signedIn, sessionOnly: true },
  // Personal access tokens: anyone signed in, for their own (a browser session only; a token is a
  // 403, lib/tokens/tokens-routes.test.ts); every user's for site admins.
  "GET /api/me/tokens": { rule: signedIn, sessionOnly: true },
  "POST /api/me/tokens": {
    rule: signedIn,
    body: () => ({ name: "authz token" }),
    sessionOnly: true,
  },
  "DELETE /api/me/tokens/[tokenId]": { rule: signedIn, sessionOnly: true },
  "GET /api/admin/tokens": { rule: siteAdmin, sessionOnly: true },
  "DELETE /api/admin/tokens/[tokenId]": { rule: siteAdmin, sessionOnly: true },
  "POST /api/admin/invites": { rule: siteAdmin, body: () => ({ email: "invited-authz@e2e.test" }) },
  "PUT /api/admin/users/[userId]/status": { rule: siteAdmin, body: () => ({ active: false }) },
  "POST /api/admin/users/[userId]/password": {
    rule: siteAdmin,
    body: () => ({ confirm: true }),
    sessionOnly: true,
  },
  "GET /api/projects": { rule: signedIn },
  "POST /api/projects": { rule: siteAdmin, body: () => ({ slug: "x-authz", name: "X" }) },
  "GET /api/projects/[slug]/bugs": { rule: read },
  "GET /api/projects/[slug]/bugs/[bugId]": { rule: read },
  "GET /api/projects/[slug]/patches": { rule: { capability: "agreement:read" } },
  "GET /api/projects/[slug]/patches/[patchId]": { rule: read },
  "POST /api/projects/[slug]/imports": {
    rule: { capability: "project:import" },
    multipart: (_c, valid) => ({
      kind: "bugs",
      file: file(
        "b.jsonl",
        "application/json",
        valid ? JSON.stringify({ ...firstBug(), bugId: "authz-new-bug" }) + "\n" : "{}",
      ),
    }),
  },
  "GET /api/admin/users": { rule: siteAdmin },
  "POST /api/admin/users": {
    rule: siteAdmin,
    body: () => ({ email: "x-authz@e2e.test", name: "x", password: "password1", isAdmin: true }),
  },
  "PUT /api/admin/users/[userId]/roles": {
    rule: siteAdmin,
    body: (c) => ({ projectSlug: c.slug, roles: ["admin"] }),
  },
  "POST /api/projects/[slug]/drafts": {
    rule: { capability: "rubric:draft" },
    body: (c) => ({ bugIds: [c.bugId], engine: "offline", bypassCache: true }),
    bodyIds: ["bugId"],
  },
  "GET /api/projects/[slug]/drafts/[batchId]": { rule: { capability: "rubric:draft" } },
  "GET /api/projects/[slug]/bugs/[bugId]/rubric": { rule: read },
  "PUT /api/projects/[slug]/bugs/[bugId]/rubric": {
    rule: edit,
    body: (c) => ({ baseVersionId: c.versionId, content: "# changed by the authz test\n" }),
    bodyIds: ["versionId"],
  },
  "POST /api/projects/[slug]/bugs/[bugId]/rubric/submit": {
    rule: edit,
    body: (c) => ({ versionId: c.versionId }),
    bodyIds: ["versionId"],
  },
  "GET /api/projects/[slug]/bugs/[bugId]/rubric/bench": { rule: edit },
  "POST /api/projects/[slug]/bugs/[bugId]/rubric/bench": {
    rule: edit,
    body: (c) => ({ rubric: "# authz", caseId: "control:test_only", configId: c.configId }),
    bodyIds: ["configId"],
  },
  "POST /api/projects/[slug]/bugs/[bugId]/rubric/review": {
    rule: edit,
    body: (c) => ({ versionId: c.versionId, decision: "confirmed" }),
    bodyIds: ["versionId"],
  },
  "GET /api/projects/[slug]/bugs/[bugId]/rubric/repair": { rule: edit },
  "POST /api/projects/[slug]/bugs/[bugId]/rubric/repair": {
    rule: edit,
    body: (c) => ({ runId: c.runId, engine: "offline" }),
    bodyIds: ["runId"],
  },
  "GET /api/projects/[slug]/my-work": { rule: edit },
  "GET /api/projects/[slug]/rubric-analytics": { rule: read },
  "GET /api/projects/[slug]/effort": { rule: { capability: "campaign:manage" } },
  "GET /api/settings/llm": { rule: { anyRole: ["admin", "lead"] } },
  "POST /api/settings/llm/check": { rule: { anyRole: ["admin", "lead"] }, body: () => ({}) },
  "GET /api/me/campaigns": { rule: signedIn },
  "GET /api/projects/[slug]/campaigns": { rule: { capability: "campaign:manage" } },
  "POST /api/projects/[slug]/campaigns": {
    rule: { capability: "campaign:manage" },
    body: () => ({ name: "x", selection: { kind: "all" } }),
  },
  "GET /api/projects/[slug]/campaigns/people": { rule: { capability: "campaign:manage" } },
  "POST /api/projects/[slug]/campaigns/benchmark-preview": {
    rule: { capability: "campaign:manage" },
    computeOnly: true,
    body: () => ({ k: 3, seed: 1 }),
  },
  "GET /api/projects/[slug]/campaigns/[campaignId]": { rule: manage },
  "PATCH /api/projects/[slug]/campaigns/[campaignId]": {
    rule: manage,
    body: () => ({ phase: "reveal" }),
  },
  "PUT /api/projects/[slug]/campaigns/[campaignId]/people": {
    rule: manage,
    body: () => ({ raterIds: [] }),
  },
  "POST /api/projects/[slug]/campaigns/[campaignId]/ratings": {
    rule: manage,
    multipart: (c, valid) => ({
      file: file(
        "r.csv",
        "text/csv",
        valid ? `item,rater,label\n${c.patchId},outside-rater,VALID\n` : "nothing",
      ),
    }),
  },
  // The world's campaign is still labelling: its labels are exported after the reveal only.
  "GET /api/projects/[slug]/campaigns/[campaignId]/ratings/export": {
    rule: manage,
    controlStatus: 409,
  },
  "GET /api/projects/[slug]/campaigns/[campaignId]/queue": { rule: { campaign: "rate" } },
  "GET /api/projects/[slug]/campaigns/[campaignId]/items/[assignmentId]": {
    rule: { campaign: "rate" },
  },
  "PUT /api/projects/[slug]/campaigns/[campaignId]/items/[assignmentId]/rating": {
    rule: { campaign: "rate" },
    body: () => ({ label: "VALID", justification: "authz" }),
  },
  "GET /api/projects/[slug]/campaigns/[campaignId]/adjudication": {
    rule: { campaign: "adjudicate" },
  },
  "GET /api/projects/[slug]/campaigns/[campaignId]/adjudication/[patchId]": {
    rule: { campaign: "adjudicate" },
  },
  "PUT /api/projects/[slug]/campaigns/[campaignId]/adjudication/[patchId]": {
    rule: { campaign: "adjudicate" },
    body: () => ({ label: "VALID", themes: ["other"] }),
  },
  "GET /api/projects/[slug]/studies": { rule: { capability: "campaign:manage" } },
  "POST /api/projects/[slug]/studies": {
    rule: { capability: "campaign:manage" },
    body: () => ({ name: "x", raterIds: [], bugIds: [] }),
  },
  "GET /api/projects/[slug]/studies/[studyId]": { rule: { study: "manage" } },
  "PATCH /api/projects/[slug]/studies/[studyId]": {
    rule: { study: "manage" },
    body: () => ({ phase: "closed" }),
  },
  "GET /api/projects/[slug]/studies/[studyId]/report": { rule: { study: "report" } },
  "GET /api/projects/[slug]/studies/[studyId]/rubrics/[bugId]": { rule: studyRate },
  "PUT /api/projects/[slug]/studies/[studyId]/rubrics/[bugId]": {
    rule: studyRate,
    body: () => ({ content: "authz rubric", submit: true }),
  },
  "GET /api/projects/[slug]/studies/[studyId]/queue": { rule: studyRate },
  "POST /api/projects/[slug]/studies/[studyId]/labels": {
    rule: studyRate,
    body: (c) => ({ patchId: c.patchId, setting: "own", label: "VALID" }),
    bodyIds: ["patchId"],
  },
  "GET /api/projects/[slug]/rules": { rule: { capability: "rules:read" } },
  "POST /api/projects/[slug]/rules": {
    rule: { capability: "rules:write" },
    body: () => ({ rules: [{ text: "A patch with changes unrelated to the bug is INVALID." }] }),
  },
  "GET /api/projects/[slug]/rules/versions": { rule: { capability: "rules:read" } },
  "GET /api/projects/[slug]/judge/configs": { rule: judgeRead },
  "POST /api/projects/[slug]/judge/configs": {
    rule: judgeRun,
    body: () => ({ name: "authz-2", provider: "baseline", reference: "ground_truth" }),
  },
  "POST /api/projects/[slug]/judge/configs/try": {
    rule: judgeRun,
    body: (c) => ({
      config: { provider: "baseline", reference: "ground_truth" },
      patchId: c.patchId,
    }),
    bodyIds: ["patchId"],
  },
  "GET /api/projects/[slug]/judge/runs": { rule: judgeRead },
  "GET /api/projects/[slug]/judge/fix-specs": { rule: judgeRead },
  "POST /api/projects/[slug]/judge/runs": {
    rule: judgeRun,
    body: (c) => ({ configId: c.configId }),
    bodyIds: ["configId"],
  },
  "POST /api/projects/[slug]/judge/imports": {
    rule: judgeRun,
    multipart: (c, valid) => ({
      name: "authz-external",
      model: "m",
      file: file(
        "v.jsonl",
        "application/jsonl",
        valid ? `{"patchId":"${c.patchId}","label":"VALID"}\n` : "nothing",
      ),
    }),
  },
  "GET /api/projects/[slug]/judge/runs/[runId]": { rule: judgeRead },
  "POST /api/projects/[slug]/judge/runs/[runId]/cancel": { rule: judgeRun },
  "POST /api/projects/[slug]/judge/runs/[runId]/retry": { rule: judgeRun, body: () => ({}) },
  "GET /api/projects/[slug]/judge/runs/[runId]/results": { rule: judgeRead },
  "GET /api/projects/[slug]/judge/runs/[runId]/results/[patchId]": { rule: judgeRead },
  "GET /api/projects/[slug]/judge/runs/[runId]/export": { rule: judgeRead },
  "GET /api/projects/[slug]/judge/runs/[runId]/flags": { rule: judgeRead },
  "GET /api/projects/[slug]/judge/compare": { rule: judgeRead },
  "GET /api/projects/[slug]/judge/guidance": { rule: judgeRun },
  "POST /api/projects/[slug]/judge/guidance": {
    rule: judgeRun,
    body: (c) => ({ configId: c.configId, campaignId: c.campaignId, runId: c.runId }),
    bodyIds: ["configId", "campaignId", "runId"],
  },
  // A proposal id is not part of the world: the route answers 404 once the caller is let through.
  "GET /api/projects/[slug]/judge/guidance/[proposalId]": { rule: judgeRun },
  "POST /api/projects/[slug]/judge/guidance/[proposalId]/decision": {
    rule: judgeRun,
    body: () => ({ decision: "reject", reason: "authz" }),
  },
  "GET /api/projects/[slug]/judge/alignment": { rule: { capability: "agreement:read" } },
  "POST /api/projects/[slug]/judge/alignment/rescore": {
    rule: judgeRun,
    body: (c) => ({ configId: c.configId, campaignId: c.campaignId }),
    bodyIds: ["configId", "campaignId"],
  },
  "POST /api/projects/[slug]/judge/tuning/few-shot": {
    rule: judgeRun,
    body: (c) => ({ configId: c.configId, campaignId: c.campaignId }),
    bodyIds: ["configId", "campaignId"],
  },
  // Without a tuned version named in the query: 422 once the caller is let through.
  "GET /api/projects/[slug]/judge/tuning/held-out": { rule: judgeRun, controlStatus: 422 },
  // The world's run is a no-LLM baseline run, which has no themes: 409 once the run is found.
  "GET /api/projects/[slug]/judge/runs/[runId]/themes": { rule: judgeRead, controlStatus: 409 },
  "POST /api/projects/[slug]/judge/runs/[runId]/themes": {
    rule: judgeRun,
    body: () => ({ offline: true }),
  },
  "GET /api/projects/[slug]/judge/runs/[runId]/requirements": {
    rule: { capability: "agreement:read" },
  },
  "GET /api/projects/[slug]/judge/runs/[runId]/grades": {
    rule: { capability: "agreement:read" },
  },
  "GET /api/projects/[slug]/agreement": { rule: { capability: "agreement:read" } },
  "GET /api/projects/[slug]/agreement/export": { rule: { capability: "agreement:read" } },
  "GET /api/projects/[slug]/agreement/export-all": { rule: { capability: "agreement:read" } },
  "GET /api/projects/[slug]/policy": { rule: { capability: "agreement:read" } },
  "GET /api/projects/[slug]/policy/export": { rule: { capability: "agreement:read" } },
  "POST /api/projects/[slug]/policy/abstention": {
    rule: judgeRun,
    body: () => ({ representation: "r1" }),
  },
  "PUT /api/projects/[slug]/policy/settings": {
    rule: judgeRun,
    body: () => ({ successCriterion: "tests" }),
  },
  "GET /api/projects/[slug]/research": { rule: { capability: "agreement:read" } },
  "GET /api/projects/[slug]/research/export": { rule: { capability: "agreement:read" } },
  "POST /api/projects/[slug]/research/input-bouncer": {
    rule: { capability: "agreement:read" },
    computeOnly: true,
    multipart: (_c, valid) => ({
      annotations: file("a.csv", "text/csv", "instance_id,underspecified\nx,2\n"),
      outputs: file(
        "m.jsonl",
        "application/jsonl",
        valid ? '{"instanceId":"x","labelScore":3}\n' : "nope",
      ),
    }),
  },
};
/** better-auth's own endpoints and accepting an invitation are public by design. */
export const PUBLIC = new Set([
  "GET /api/auth/[...all]",
  "POST /api/auth/[...all]",
  // The invitee has no account yet: the link's token is the proof (lib/api with-public).
  "POST /api/invites/[token]",
]);
