import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { isConcurrentWrite } from "@/lib/errors/is-concurrent-write";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { drain, useServer } from "@/lib/judge/judge-run.fixture";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { listJudgeRuns } from "@/lib/judge/results/list-judge-runs";
import { ZCreateJudgeConfig, ZStartJudgeRun, ZTryJudgeConfig } from "@/lib/judge/schemas";
import { tryJudgeConfig } from "@/lib/judge/worker/try-judge-config";
import { createProject } from "@/lib/projects/create-project";
import { AppError } from "@/lib/errors/app-error";
import { createRuleSetVersion } from "./create-rule-set-version";
import { getCurrentRuleSet } from "./get-current-rule-set";
import { listRuleSetVersions } from "./list-rule-set-versions";
import { ZSaveProjectRules } from "./schemas";
import { importDemoData } from "@/lib/test/import-demo-data";

// One project with the demo's bugs and patches, a mock LLM that records every prompt it is sent.
let projectId = "";
let patchId = "";
let server: TMockLlmServer;
const prompts: string[] = [];
const save = (rules: string[], more: Record<string, unknown> = {}) =>
  createRuleSetVersion({
    projectId,
    actorId: null,
    input: ZSaveProjectRules.parse({ rules: rules.map((text) => ({ text })), ...more }),
  });
const config = (name: string, rules: string) =>
  createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name,
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "ground_truth",
      rules,
    }),
  });
const start = (configId: string) =>
  startJudgeRun({
    projectId,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId, filter: { kind: "patches", patchIds: [patchId] } }),
  });
/** The AppError a promise rejects with. */
const appErrorOf = async (promise: Promise<unknown>): Promise<AppError> => {
  const err: unknown = await promise.then(
    () => new Error("expected a rejection"),
    (e: unknown) => e,
  );
  if (err instanceof AppError) return err;
  throw err;
};
/** Runs the configuration on the one patch and returns the system message it was sent. */
const judged = async (configId: string) => {
  const run = await start(configId);
  prompts.length = 0;
  await drain(run.id);
  expect(prompts).toHaveLength(1);
  return { run, prompt: prompts[0]! };
};

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "rules", name: "Rules", description: "" }, actorId: null })
  ).id;
  await importDemoData({ projectId });
  patchId = (await prisma.patch.findFirstOrThrow({ where: { projectId } })).externalId;
  server = await startMockLlmServer({
    port: 0,
    respond: (body: { messages: { role: string; content: unknown }[] }) => {
      prompts.push(JSON.stringify(body.messages));
      return { thought: "t", label: "INVALID", justification: "Unrelated changes." };
    },
  });
  useServer(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe("project rules", () => {
  it("refuses a run that includes the rules before the project has any, writing nothing", async () => {
    const cfg = await config("with-rules", "current");
    const err = await appErrorOf(start(cfg.id));
    expect(err.code).toBe("CONFLICT");
    expect(err.message).toMatch(/^rules: .*has none yet/);
    expect(await prisma.judgeRun.count({ where: { projectId } })).toBe(0);
    await expect(config("pinned", "4")).rejects.toThrow(/^rules: no project rules version 4\./);
  });

  it("saves each list as the next version with its audit row, never editing an old one", async () => {
    expect(await getCurrentRuleSet({ projectId })).toBeNull();
    const v1 = await save(["A patch with changes unrelated to the bug is INVALID."], {
      note: "minimalism",
    });
    const v2 = await save(["Unrelated changes make a patch INVALID.", "Tests may change."], {
      baseVersion: 1,
    });
    expect([v1.version, v2.version]).toEqual([1, 2]);
    // A save from an editor opened on version 1 is refused and writes nothing.
    const stale = await appErrorOf(save(["lost"], { baseVersion: 1 }));
    expect(stale.code).toBe("CONFLICT");
    expect(stale.message).toMatch(/^baseVersion: version 2 was saved since/);
    const versions = await listRuleSetVersions({ projectId });
    expect(versions.map((v) => [v.version, v.rules.length, v.note])).toEqual([
      [2, 2, ""],
      [1, 1, "minimalism"],
    ]);
    expect(versions[1]!.rules[0]).toEqual({
      text: "A patch with changes unrelated to the bug is INVALID.",
      verdict: null,
    });
    expect((await getCurrentRuleSet({ projectId }))?.version).toBe(2);
    const audit = await prisma.auditLog.findMany({
      where: { projectId, action: "rules.version.create" },
    });
    expect(audit.map((a) => a.entityId).sort()).toEqual([v1.id, v2.id].sort());
  });

  it("gives two saves at the same moment distinct versions or a conflict, never a lost or shared version", async () => {
    const outcomes = await Promise.allSettled([save(["race a"]), save(["race b"])]);
    const saved = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value.version] : []));
    for (const o of outcomes)
      if (o.status === "rejected") expect(isConcurrentWrite(o.reason)).toBe(true);
    expect(saved.length).toBeGreaterThan(0);
    const versions = (await listRuleSetVersions({ projectId })).map((v) => v.version);
    expect(versions).toEqual(
      Array.from({ length: versions.length }, (_, i) => versions.length - i),
    );
    expect(versions.length).toBe(2 + saved.length);
    // Back to a known current list for the judge tests below.
    await save(["A patch with changes unrelated to the bug is INVALID.", "Keep it minimal."]);
  });

  it("puts the current rules and their version in the judge prompt, and the run records that version", async () => {
    const current = (await getCurrentRuleSet({ projectId }))!;
    const cfg = (await prisma.judgeConfig.findFirstOrThrow({ where: { name: "with-rules" } })).id;
    const { run, prompt } = await judged(cfg);
    expect(run.rulesVersion).toBe(current.version);
    expect(prompt).toContain(`## Project rules (version ${current.version})`);
    expect(prompt).toContain("2. Keep it minimal.");
    // A newer version changes neither the run's record nor what a rerun of it would be told.
    await save(["Only this."]);
    const stored = await prisma.judgeRun.findUniqueOrThrow({
      where: { id: run.id },
      select: { ruleSet: { select: { version: true } } },
    });
    expect(stored.ruleSet?.version).toBe(current.version);
    const rows = await listJudgeRuns({ projectId });
    expect(rows.find((r) => r.id === run.id)?.rulesVersion).toBe(current.version);
    // The next run of the same configuration takes the newest version.
    const next = await judged(cfg);
    expect(next.run.rulesVersion).toBe(current.version + 1);
    expect(next.prompt).toContain("1. Only this.");
  });

  it("pins a version, and leaves the prompt without rules for a configuration that has none", async () => {
    const pinned = await judged((await config("pinned-1", "1")).id);
    expect(pinned.run.rulesVersion).toBe(1);
    expect(pinned.prompt).toContain("## Project rules (version 1)");
    const none = await judged((await config("no-rules", "none")).id);
    expect(none.run.rulesVersion).toBeNull();
    expect(none.prompt).not.toContain("Project rules");
  });

  it("tries an unsaved configuration with the rules it names, as a run would carry them", async () => {
    prompts.length = 0;
    const tried = await tryJudgeConfig({
      projectId,
      viewerId: "nobody",
      input: ZTryJudgeConfig.parse({
        config: {
          provider: "openai-compatible",
          model: "mock-judge",
          reference: "ground_truth",
          rules: "2",
        },
        patchId,
      }),
    });
    expect(tried.label).toBe("INVALID");
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain("## Project rules (version 2)");
    expect(prompts[0]).toContain("2. Tests may change.");
  });
});
