import type { LanguageModel } from "ai";
import { generateStructured } from "@/lib/llm/generate-structured";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderPromptMessages } from "@/lib/prompts/render-prompt-messages";
import { ZThemeAnswer, type TThemeAnswer } from "./schemas";

export const THEMES_PROMPT = "rejection-themes.v1";

/**
 * One INVALID justification classified by an LLM (prompts/rejection-themes.v1.md) through
 * lib/llm's generateStructured: logged as an LlmCall and answered from its cache when the same
 * justification was classified by the same model before. Never call inside a transaction.
 */
export async function classifyRejectionWithLlm(options: {
  justification: string;
  /** Injected model (tests); default: the environment's LLM. */
  model?: LanguageModel;
}): Promise<
  TThemeAnswer & { llmCallId: string; cached: boolean; prompt: { name: string; version: string } }
> {
  const prompt = loadPrompt({ name: THEMES_PROMPT });
  const rendered = renderPromptMessages({
    template: prompt.body,
    variables: { justification: options.justification.trim() || "(empty)" },
  });
  const result = await generateStructured({
    purpose: "rejection_theme",
    schema: ZThemeAnswer,
    schemaName: "rejection_theme",
    prompt: {
      template: prompt.name,
      version: prompt.version,
      text: rendered.text,
      system: rendered.system ?? undefined,
    },
    params: { temperature: 0 },
    model: options.model,
    maxRetries: 2,
  });
  return {
    ...result.object,
    llmCallId: result.llmCallId,
    cached: result.cached,
    prompt: { name: prompt.name, version: prompt.version },
  };
}
