import { describe, expect, it } from "vitest";
import { readJudgeTargets } from "./read-judge-targets";

describe("readJudgeTargets", () => {
  it("serves each provider whose key is set, by the key's variable name, never the key", () => {
    const targets = readJudgeTargets({
      env: { OPENAI_API_KEY: "sk-secret-1", ANTHROPIC_API_KEY: "sk-secret-2" },
    });
    expect(targets).toEqual([
      { provider: "openai", baseUrl: null, keyVariable: "OPENAI_API_KEY" },
      { provider: "anthropic", baseUrl: null, keyVariable: "ANTHROPIC_API_KEY" },
    ]);
    expect(JSON.stringify(targets)).not.toMatch(/secret/);
  });

  it("serves openai-compatible only with its server's base URL (origin only), which redirects the configured provider alone", () => {
    expect(
      readJudgeTargets({
        env: {
          LLM_PROVIDER: "openai-compatible",
          LLM_BASE_URL: "http://127.0.0.1:4010/v1",
          LLM_MODEL: "qwen",
        },
      }),
    ).toEqual([
      { provider: "openai-compatible", baseUrl: "http://127.0.0.1:4010", keyVariable: null },
    ]);
    expect(
      readJudgeTargets({
        env: { LLM_PROVIDER: "openai", OPENAI_API_KEY: "k", LLM_BASE_URL: "http://proxy:8080/v1" },
      }),
    ).toEqual([
      { provider: "openai", baseUrl: "http://proxy:8080", keyVariable: "OPENAI_API_KEY" },
    ]);
  });

  it("serves nothing without an LLM environment, or with an invalid one", () => {
    expect(readJudgeTargets({ env: {} })).toEqual([]);
    expect(readJudgeTargets({ env: { LLM_PROVIDER: "openai" } })).toEqual([]);
    expect(readJudgeTargets({ env: { LLM_PROVIDER: "cohere" } })).toEqual([]);
  });
});
