import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { findGoldenRubric } from "@/lib/campaigns/find-golden-rubric";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { useServer } from "@/lib/judge/judge-run.fixture";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { claimDraftJobs } from "./claim-draft-jobs";
import { listRepairCandidates } from "./list-repair-candidates";
import { proposeRubricRepair } from "./propose-rubric-repair";
import { requestDrafts } from "./request-drafts";
import { reviewRubric } from "./review-rubric";
import { runDraftJob } from "./run-draft-job";
import { ZRequestDrafts, ZReviewRubric } from "./schemas";
import { submitRubric } from "./submit-rubric";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// tinyjson-17's three patches: the rater calls them all VALID; judge run "disagrees" calls the
// first INVALID (one disagreement), run "agrees" calls them all VALID.
const BUG = "tinyjson-17";
const NEW_ITEM = "- [ ] Any bound check before reading the escape's digits is acceptable.";
type TBody = {
  messages: { content: unknown }[];
  response_format?: { json_schema?: { name?: string } };
};
const prompts: string[] = [];
let server: TMockLlmServer;
let projectId = "";
const ids = { a: "", b: "", rater: "", disagrees: "", agrees: "", campaign: "", golden: "" };
let patches: string[] = [];
const at = { bugExternalId: BUG, format: "templated" as const };

const user = (email: string, role: "engineer" | "rater" | "lead" = "engineer") =>
  createUser({
    input: {
      email,
      name: email,
      password: "repairing-horse-42",
      isAdmin: false,
      projectRoles: [{ projectSlug: "repair", role }],
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });

async function importRun(name: string, invalid: ReadonlySet<string>, why = "") {
  const lines = patches.map((id) =>
    JSON.stringify({
      patchId: id,
      label: invalid.has(id) ? "INVALID" : "VALID",
      justification: `JUDGE_WHY ${name} ${id}${why}`,
    }),
  );
  const report = await importExternalVerdicts({
    projectId,
    actorId: null,
    fileName: `${name}.jsonl`,
    bytes: Buffer.from(lines.join("\n")),
    settings: ZImportExternalRun.parse({ name, model: "m", campaignId: ids.campaign }),
  });
  return report.runs[0]!.id!;
}

beforeAll(async () => {
  server = await startMockLlmServer({
    port: 0,
    respond: (body: TBody) => {
      const text = body.messages
        .map((m) =>
          typeof m.content === "string"
            ? m.content
            : (m.content as { text?: string }[]).map((p) => p.text ?? "").join(""),
        )
        .join("\n");
      prompts.push(text);
      if (body.response_format?.json_schema?.name !== "rubric_repair") return undefined;
      const rubric = /<rubric>\n([\s\S]*?)\n<\/rubric>/.exec(text)![1]!;
      return {
        rubric: `${rubric.trimEnd()}\n${NEW_ITEM}\n`,
        edits: [
          {
            before: "",
            after: NEW_ITEM,
            justification: "The raters accepted a different bound check (MOCK_REPAIR_WHY).",
            theme: "overfitting",
          },
        ],
      };
    },
  });
  useServer(server.url);
  projectId = (
    await createProject({
      input: { slug: "repair", name: "Repair", description: "" },
      actorId: null,
    })
  ).id;
  await importDemoData({ projectId });
  const [a, b, rater] = [
    await user("a@r.test"),
    await user("b@r.test"),
    await user("r@r.test", "rater"),
  ];
  Object.assign(ids, { a: a.id, b: b.id, rater: rater.id });
  await requestDrafts({
    projectId,
    actorId: a.id,
    input: ZRequestDrafts.parse({ bugIds: [BUG], engine: "offline" }),
  });
  for (const job of await claimDraftJobs({ limit: 1, leaseUntil: new Date(Date.now() + 60_000) }))
    await runDraftJob({ jobId: job.id });
  const rubric = await prisma.rubric.findFirstOrThrow({
    where: { bug: { externalId: BUG, projectId } },
  });
  ids.golden = rubric.currentVersionId!;
  await submitRubric({ projectId, ...at, userId: a.id, versionId: ids.golden });
  await reviewRubric({
    projectId,
    ...at,
    userId: b.id,
    input: ZReviewRubric.parse({ versionId: ids.golden, decision: "confirmed" }),
  });
  const lead = await user("l@r.test", "lead");
  const c = await createCampaign({
    projectId,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Pilot",
      selection: { kind: "golden" },
      ratersPerPatch: 1,
      raterIds: [rater.id],
    }),
  });
  ids.campaign = c.id;
  const { campaign } = await getCampaignAccess({
    user: rater,
    slug: "repair",
    campaignId: c.id,
    need: "rate",
  });
  for (const asg of await prisma.assignment.findMany({ where: { campaignId: c.id } }))
    await submitRating({
      campaign,
      raterId: rater.id,
      assignmentId: asg.id,
      input: ZSubmitRating.parse({
        label: "VALID",
        justification: "RATER_WHY the len check is fine",
      }),
    });
  await changeCampaignPhase({ campaignId: c.id, actorId: lead.id, input: { phase: "reveal" } });
  patches = (
    await prisma.patch.findMany({
      where: { projectId, bug: { externalId: BUG } },
      orderBy: { externalId: "asc" },
    })
  ).map((p) => p.externalId);
  ids.disagrees = await importRun("disagrees", new Set([patches[0]!]));
  ids.agrees = await importRun("agrees", new Set());
}, 60_000);
afterAll(() => server.close());

describe("proposeRubricRepair", () => {
  it("refuses when the judge run agrees with the consensus on every patch", async () => {
    await expect(
      proposeRubricRepair({ projectId, ...at, userId: ids.a, input: { runId: ids.agrees } }),
    ).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringMatching(/nothing to repair/),
    });
    const candidates = await listRepairCandidates({ projectId, bugExternalId: BUG, userId: ids.a });
    expect(candidates.map((c) => [c.runName, c.compared, c.disagreements])).toEqual(
      expect.arrayContaining([
        ["disagrees v1", 3, 1],
        ["agrees v1", 3, 0],
      ]),
    );
  });

  it("saves the LLM's proposal as a new justified, themed version that stays out of golden until a second engineer confirms", async () => {
    prompts.length = 0;
    const r = await proposeRubricRepair({
      projectId,
      ...at,
      userId: ids.a,
      input: { runId: ids.disagrees },
    });
    expect(r).toMatchObject({
      number: 2,
      source: "llm",
      disagreements: 1,
      goldenVersionId: ids.golden,
    });
    // The prompt holds both sides: the judge's justification and the rater's.
    const prompt = prompts.find((p) => p.includes("<disagreements>"))!;
    expect(prompt).toContain(`JUDGE_WHY disagrees ${patches[0]}`);
    expect(prompt).toContain("RATER_WHY the len check is fine");
    expect(prompt).not.toContain(`JUDGE_WHY disagrees ${patches[1]}`);

    const version = await prisma.rubricVersion.findUniqueOrThrow({
      where: { id: r.versionId },
      include: { edits: true, rubric: true },
    });
    expect(version).toMatchObject({
      kind: "edited",
      source: "llm",
      promptTemplate: "rubric-repair",
      promptVersion: "1",
      createdById: ids.a,
      parentVersionId: ids.golden,
    });
    expect(version.content).toContain(NEW_ITEM);
    expect(version.edits).toHaveLength(1);
    expect(version.edits[0]!.justification).toBe(
      "LLM repair proposal: The raters accepted a different bound check (MOCK_REPAIR_WHY).",
    );
    expect(JSON.parse(version.edits[0]!.themes)).toEqual(["overfitting"]);
    // Not golden: the rubric is back in editing, the old golden version still serves raters and judges.
    expect(version.rubric).toMatchObject({
      status: "editing",
      currentVersionId: r.versionId,
      goldenVersionId: ids.golden,
      editorId: ids.a,
    });
    expect((await findGoldenRubric({ bugId: version.rubric.bugId }))?.versionId).toBe(ids.golden);
    expect(await prisma.auditLog.count({ where: { action: "rubric.repair_proposal" } })).toBe(1);

    // The usual flow: A submits, A cannot confirm their own proposal, B confirms it.
    await submitRubric({ projectId, ...at, userId: ids.a, versionId: r.versionId });
    await expect(
      proposeRubricRepair({ projectId, ...at, userId: ids.a, input: { runId: ids.disagrees } }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      reviewRubric({
        projectId,
        ...at,
        userId: ids.a,
        input: ZReviewRubric.parse({ versionId: r.versionId, decision: "confirmed" }),
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await findGoldenRubric({ bugId: version.rubric.bugId }))?.versionId).toBe(ids.golden);
    await reviewRubric({
      projectId,
      ...at,
      userId: ids.b,
      input: ZReviewRubric.parse({ versionId: r.versionId, decision: "confirmed" }),
    });
    expect((await findGoldenRubric({ bugId: version.rubric.bugId }))?.versionId).toBe(r.versionId);
  });

  it("never turns an LLM answer cut off at the token limit into a proposal", async () => {
    // The judge's justification carries the mock's marker: its answer comes with finish reason "length".
    const runId = await importRun("cutoff", new Set([patches[0]!]), " MOCK_FINISH_REASON=length");
    const before = await prisma.rubricVersion.count({ where: { rubric: { bug: { projectId } } } });
    await expect(
      proposeRubricRepair({ projectId, ...at, userId: ids.a, input: { runId, engine: "llm" } }),
    ).rejects.toMatchObject({
      code: "INTERNAL",
      message: expect.stringMatching(/token limit \(finish reason length\)/),
    });
    expect(await prisma.rubricVersion.count({ where: { rubric: { bug: { projectId } } } })).toBe(
      before,
    );
    const call = await prisma.llmCall.findFirstOrThrow({
      where: { purpose: "rubric.repair" },
      orderBy: { createdAt: "desc" },
    });
    expect(call.error).toMatch(/token limit/);
  });

  it("rubricate rubric repair prints the proposal as JSON (no editor: any engineer takes it up)", () => {
    const cli = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [
          path.resolve("bin/rubricate.mjs"),
          "rubric",
          "repair",
          "--project",
          "repair",
          "--bug",
          BUG,
          ...args,
        ],
        {
          encoding: "utf8",
          env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, AUTH_SECRET: "x".repeat(40) },
        },
      );
    const refused = cli("--run", ids.agrees, "--offline");
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("nothing to repair");
    const ok = cli("--run", ids.disagrees, "--campaign", ids.campaign, "--offline");
    // On PostgreSQL, pg warns (DeprecationWarning) when Prisma's query interpreter loads a
    // transaction's relations side by side on its one connection: Prisma's, not this command's.
    expect(
      ok.stderr
        .split("\n")
        .filter(
          (l) =>
            l.trim() && !/DeprecationWarning: Calling client\.query\(\)|trace-deprecation/.test(l),
        ),
    ).toEqual([]);
    expect(JSON.parse(ok.stdout)).toMatchObject({
      number: 3,
      source: "offline",
      disagreements: 1,
      campaignId: ids.campaign,
    });
  }, 60_000);

  it("offline, appends the humans' reasons as labelled candidate items", async () => {
    const r = await proposeRubricRepair({
      projectId,
      ...at,
      userId: ids.a,
      input: { runId: ids.disagrees, engine: "offline" },
    });
    const version = await prisma.rubricVersion.findUniqueOrThrow({
      where: { id: r.versionId },
      include: { edits: true },
    });
    expect(version).toMatchObject({ number: 4, source: "offline", promptVersion: "offline" });
    expect(version.content).toContain("(offline, no LLM)");
    expect(version.content).toContain("RATER_WHY the len check is fine");
    // The appended block touches the confirmed LLM edit at the end: one region, both notes kept.
    const last = version.edits.at(-1)!;
    expect(last.justification).toContain("LLM repair proposal: The raters accepted");
    expect(last.justification).toContain("Offline repair proposal (no LLM)");
    expect(JSON.parse(last.themes)).toEqual(["overfitting", "scope"]);
  });
});
