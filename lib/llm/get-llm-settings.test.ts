import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { getLlmSettings } from "./get-llm-settings";
import { getLlmEnv } from "@/lib/env/get-llm-env";

describe("getLlmEnv", () => {
  it("picks the first provider whose key is set, with its default model", () => {
    expect(getLlmEnv({ env: {} })).toMatchObject({
      provider: "none",
      model: null,
      apiKey: null,
      timeoutMs: 60_000,
    });
    expect(getLlmEnv({ env: { OPENAI_API_KEY: "sk-a", ANTHROPIC_API_KEY: "x" } })).toMatchObject({
      provider: "openai",
      model: "gpt-4.1-mini",
      keySource: "OPENAI_API_KEY",
    });
    expect(
      getLlmEnv({ env: { ANTHROPIC_API_KEY: "x", GOOGLE_GENERATIVE_AI_API_KEY: "g" } }),
    ).toMatchObject({
      provider: "anthropic",
      model: "claude-sonnet-4-5",
    });
    expect(getLlmEnv({ env: { GOOGLE_GENERATIVE_AI_API_KEY: "g" } })).toMatchObject({
      provider: "google",
      model: "gemini-2.5-flash",
    });
    expect(
      getLlmEnv({ env: { LLM_BASE_URL: "http://localhost:11434/v1", LLM_MODEL: "llama3" } }),
    ).toMatchObject({
      provider: "openai-compatible",
      model: "llama3",
      apiKey: null,
      keySource: null,
    });
  });

  it("honours LLM_PROVIDER, LLM_MODEL, LLM_TIMEOUT_MS and treats empty strings as unset", () => {
    const env = {
      LLM_PROVIDER: "google",
      OPENAI_API_KEY: "sk-a",
      LLM_MODEL: "gemini-2.5-pro",
      LLM_TIMEOUT_MS: "5000",
      LLM_API_KEY: "",
    };
    expect(getLlmEnv({ env })).toMatchObject({
      provider: "google",
      model: "gemini-2.5-pro",
      timeoutMs: 5000,
      apiKey: null,
    });
    expect(getLlmEnv({ env: { LLM_PROVIDER: "", OPENAI_API_KEY: "" } }).provider).toBe("none");
  });

  it("requires LLM_BASE_URL and LLM_MODEL for openai-compatible, naming the variables", () => {
    const run = () => getLlmEnv({ env: { LLM_PROVIDER: "openai-compatible" } });
    expect(run).toThrow(AppError);
    expect(run).toThrow(/LLM_BASE_URL.*LLM_MODEL/);
    expect(() => getLlmEnv({ env: { LLM_PROVIDER: "cohere" } })).toThrow(/LLM_PROVIDER/);
  });
});

describe("getLlmSettings", () => {
  it("shows the origin of the base URL and the key's variable name, never the key", () => {
    const env = {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: "https://user:pass@llm.internal:8443/v1?token=abc",
      LLM_MODEL: "qwen",
      LLM_API_KEY: "super-secret-key",
      OPENAI_API_KEY: "",
      ANTHROPIC_API_KEY: "sk-ant-secret",
    };
    const settings = getLlmSettings({ env });
    expect(settings).toEqual({
      provider: "openai-compatible",
      model: "qwen",
      baseUrl: "https://llm.internal:8443",
      configured: true,
      keySource: "LLM_API_KEY",
      keyVariables: [
        { name: "OPENAI_API_KEY", set: false },
        { name: "ANTHROPIC_API_KEY", set: true },
        { name: "GOOGLE_GENERATIVE_AI_API_KEY", set: false },
        { name: "LLM_API_KEY", set: true },
      ],
      problem: null,
    });
    expect(JSON.stringify(settings)).not.toMatch(/secret|sk-ant|pass|abc/);
  });

  it("reports unconfigured and invalid setups instead of throwing", () => {
    expect(getLlmSettings({ env: {} })).toMatchObject({
      provider: "none",
      configured: false,
      keySource: null,
    });
    expect(getLlmSettings({ env: { LLM_PROVIDER: "anthropic" } })).toMatchObject({
      provider: "anthropic",
      model: "claude-sonnet-4-5",
      configured: false,
      problem: expect.stringMatching(/ANTHROPIC_API_KEY/),
    });
    expect(getLlmSettings({ env: { LLM_PROVIDER: "openai-compatible" } })).toMatchObject({
      provider: "openai-compatible",
      configured: false,
      problem: expect.stringMatching(/LLM_BASE_URL/),
    });
  });
});
