import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { useJudgeRunProject, useServer } from "./judge-run.fixture";
import { tryJudgeConfig } from "./worker/try-judge-config";
import { listJudgeConfigs } from "./config/list-judge-configs";
import { ZTryJudgeConfig } from "./schemas";

const judge = useJudgeRunProject();
const tryOn = (input: unknown) =>
  tryJudgeConfig({
    projectId: judge.world().projectId,
    viewerId: "nobody",
    input: ZTryJudgeConfig.parse(input),
  });

describe("trying an unsaved configuration on one patch", () => {
  it("gives the verdict of one call on the named patch, saving no configuration", async () => {
    useServer(judge.world().server.url);
    const before = await prisma.judgeConfig.count();
    const patchId = "tinyjson-17:swe-agent:gpt-4.1:1";
    const verdict = await tryOn({
      config: { provider: "openai-compatible", model: "mock-judge", reference: "ground_truth" },
      patchId,
    });
    expect(verdict).toMatchObject({ patchId, bugId: "tinyjson-17", score: null });
    expect(["VALID", "INVALID"]).toContain(verdict.label);
    expect(verdict.justification).toMatch(/^Decided on \d+ characters\.$/);
    expect(await prisma.judgeConfig.count()).toBe(before);
    const call = await prisma.llmCall.findFirstOrThrow({
      where: { purpose: "judge_try" },
      orderBy: { createdAt: "desc" },
    });
    // The prompt a saved configuration would get: v3, with this patch's test outcome (it fails).
    expect(call).toMatchObject({ promptTemplate: "judge-ground-truth", promptVersion: "3" });
    expect(call.prompt).toContain("Fails: the patch fails the bug's tests.");
  });

  it("scores a baseline draft without a call, on the first patch by default", async () => {
    const verdict = await tryOn({ config: { provider: "baseline", reference: "ground_truth" } });
    expect(verdict.score).toBeGreaterThanOrEqual(0);
    expect(verdict.justification).toMatch(/^No-LLM baseline: similarity/);
  });

  it("refuses a provider this server cannot reach, and names the variable to set", async () => {
    delete process.env.OPENAI_API_KEY;
    await expect(
      tryOn({ config: { provider: "openai", model: "gpt-4.1", reference: "report_only" } }),
    ).rejects.toThrow("provider: cannot run here: set OPENAI_API_KEY.");
    const saved = await judge.config({
      name: "no-key",
      provider: "openai",
      model: "gpt-4.1",
      reference: "report_only",
    });
    const { configs, providers } = await listJudgeConfigs({ projectId: judge.world().projectId });
    expect(configs.find((c) => c.id === saved.id)).toMatchObject({
      runnable: false,
      unreachable: "cannot run here: set OPENAI_API_KEY",
    });
    expect(providers.baseline).toEqual({ runnable: true, reason: null });
  });

  it("refuses a fix-specification draft and an unknown patch, with the field", async () => {
    useServer(judge.world().server.url);
    await expect(
      tryOn({ config: { provider: "openai-compatible", model: "m", reference: "fix_spec" } }),
    ).rejects.toThrow(/^reference: /);
    await expect(
      tryOn({ config: { provider: "baseline", reference: "ground_truth" }, patchId: "nope" }),
    ).rejects.toThrow(/no patch with id nope/);
  });
});
