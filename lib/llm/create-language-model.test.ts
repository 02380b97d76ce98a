import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { createLanguageModel } from "./create-language-model";
import { getLlmEnv } from "@/lib/env/get-llm-env";

const modelOf = (env: Record<string, string>) =>
  createLanguageModel({ settings: getLlmEnv({ env }) });

describe("createLanguageModel", () => {
  it("builds the configured provider's model", () => {
    expect(modelOf({ OPENAI_API_KEY: "sk-test" })).toMatchObject({
      provider: "openai.chat",
      modelId: "gpt-4.1-mini",
    });
    expect(modelOf({ ANTHROPIC_API_KEY: "k" })).toMatchObject({
      provider: "anthropic.messages",
      modelId: "claude-sonnet-4-5",
    });
    expect(modelOf({ GOOGLE_GENERATIVE_AI_API_KEY: "k" })).toMatchObject({
      modelId: "gemini-2.5-flash",
    });
    const compatible = modelOf({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3" });
    expect(compatible).toMatchObject({
      provider: "compatible.chat",
      modelId: "llama3",
      supportsStructuredOutputs: true,
    });
  });

  it("throws INVALID_INPUT when no provider or no key is configured", () => {
    expect(() => modelOf({})).toThrow(AppError);
    expect(() => modelOf({})).toThrow(/No LLM provider is configured/);
    expect(() => modelOf({ LLM_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
  });
});
