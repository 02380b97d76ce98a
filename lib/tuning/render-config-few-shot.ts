import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderFewShotSection } from "./render-few-shot-section";
import { ZFewShotExamples } from "./schemas-few-shot";

/**
 * A configuration's few-shot section for its judge prompt: null without examples (the prompt is
 * then byte for byte what it was), else its stored `fewShot` JSON rendered with the prompt file
 * it names. Used by lib/judge's `load-judge-context` once per run.
 */
export function renderConfigFewShot(options: { fewShot: string | null }): string | null {
  if (!options.fewShot) return null;
  const stored = ZFewShotExamples.parse(JSON.parse(options.fewShot));
  return renderFewShotSection({ template: loadPrompt({ name: stored.prompt }).body, stored });
}
