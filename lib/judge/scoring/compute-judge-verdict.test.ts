import "@/lib/test/test-db";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { computeJudgeVerdict, type TJudgeVerdictConfig } from "./compute-judge-verdict";

function mockModel(text: string, logprobs?: number[]) {
  const prompts: string[] = [];
  const model = new MockLanguageModelV3({
    provider: "openai.chat",
    modelId: "gpt-test",
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
        ...(logprobs
          ? {
              providerMetadata: {
                openai: {
                  logprobs: logprobs.map((logprob, i) => ({
                    token: `t${i}`,
                    logprob,
                    top_logprobs: [],
                  })),
                },
              } as never,
            }
          : {}),
      };
    },
  });
  return { model, prompts };
}

const bug = {
  externalId: "B-7",
  title: "Null deref",
  bugType: "NPD",
  language: "java",
  report: "NPE in Foo.bar",
  groundTruthPatch: "--- a/F.java\n+++ b/F.java\n@@ -1 +1 @@\n-x\n+y\n",
};
const config: TJudgeVerdictConfig = {
  provider: "openai",
  model: "gpt-test",
  temperature: 0,
  maxTokens: 512,
  reference: "golden",
  promptTemplate: "judge-rubric",
  promptVersion: "1",
  threshold: null,
};
const verdictOf = (
  model: MockLanguageModelV3,
  sample = 0,
  patch = "--- a/F.java\n+++ b/F.java\n@@ -1 +1 @@\n-x\n+z\n",
) =>
  computeJudgeVerdict({
    config,
    template: loadPrompt({ name: "judge-rubric.v1" }).body,
    bug,
    candidatePatch: patch,
    referenceText: "## Requirements\n- [ ] R1",
    sample,
    model,
  });

describe("computeJudgeVerdict (AI SDK mock model)", () => {
  it("parses the structured answer; the label comes from its field even when the prose says otherwise", async () => {
    const { model, prompts } = mockModel(
      JSON.stringify({
        thought: "At first this looks VALID.",
        label: "INVALID",
        justification: "Requirement R1 is not met; VALID-looking but wrong.",
      }),
    );
    const v = await verdictOf(model);
    expect(v).toMatchObject({
      label: "INVALID",
      thought: "At first this looks VALID.",
      cached: false,
      inputTokens: 100,
      outputTokens: 20,
    });
    expect(v.justification).toMatch(/R1 is not met/);
    expect(prompts[0]).toContain("R1");
    const call = await prisma.llmCall.findUniqueOrThrow({ where: { id: v.llmCallId! } });
    expect(call).toMatchObject({
      purpose: "judge",
      promptTemplate: "judge-rubric",
      promptVersion: "1",
      error: null,
    });
  });

  it("scores confidence from token logprobs: exp(mean) for VALID, 0 for INVALID; null without logprobs", async () => {
    const valid = await verdictOf(
      mockModel(
        JSON.stringify({ thought: "t", label: "VALID", justification: "j" }),
        [-0.1, -0.3, -0.2],
      ).model,
      0,
      "a\n",
    );
    expect(valid.confidence).toBeCloseTo(Math.exp(-0.2), 12);
    const invalid = await verdictOf(
      mockModel(JSON.stringify({ thought: "t", label: "INVALID", justification: "j" }), [-0.1])
        .model,
      0,
      "b\n",
    );
    expect(invalid.confidence).toBe(0);
    const none = await verdictOf(
      mockModel(JSON.stringify({ thought: "t", label: "VALID", justification: "j" })).model,
      0,
      "c\n",
    );
    expect(none.confidence).toBeNull();
  });

  it("turns an answer that is not the schema into a retryable failure, logged and never cached", async () => {
    for (const text of [
      '{"thought":"t","label":"MAYBE","justification":"j"}',
      "The patch is VALID.",
      '{"thought":"t"',
    ]) {
      const err = await verdictOf(mockModel(text).model, 0, `${text}\n`).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).details).toMatchObject({ retryable: true });
    }
    const failed = await prisma.llmCall.count({
      where: { purpose: "judge", error: { not: null } },
    });
    expect(failed).toBe(3);
  });

  it("answers a repeated sample from the cache but asks again for another sample index", async () => {
    const { model, prompts } = mockModel(
      JSON.stringify({ thought: "t", label: "VALID", justification: "j" }),
    );
    const first = await verdictOf(model, 0, "same\n");
    const repeat = await verdictOf(model, 0, "same\n");
    const other = await verdictOf(model, 1, "same\n");
    expect([first.cached, repeat.cached, other.cached]).toEqual([false, true, false]);
    expect(repeat.llmCallId).toBe(first.llmCallId);
    expect(prompts).toHaveLength(2);
  });

  it("judges without an LLM for the baseline", async () => {
    const v = await computeJudgeVerdict({
      config: { ...config, provider: "baseline", reference: "ground_truth", threshold: 0.5 },
      template: null,
      bug,
      candidatePatch: bug.groundTruthPatch,
      referenceText: null,
      sample: 0,
      model: null,
    });
    expect(v).toMatchObject({ label: "VALID", llmCallId: null, confidence: null });
    expect(v.justification).toMatch(/No-LLM baseline/);
  });
});
