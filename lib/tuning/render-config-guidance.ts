import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderGuidanceSection } from "./render-guidance-section";
import { GUIDANCE_SECTION_PROMPT, ZStoredGuidance } from "./schemas-guidance";

/**
 * The guidance section of a judge prompt for a stored configuration (JudgeConfig.guidance, a
 * JSON string array), or null when it has none: configurations not tuned by instructions render
 * their prompts exactly as before.
 */
export function renderConfigGuidance(options: {
  config: { name: string; version: number; guidance?: string | null };
}): string | null {
  const { config } = options;
  if (!config.guidance) return null;
  const lines = ZStoredGuidance.parse(JSON.parse(config.guidance));
  if (lines.length === 0) return null;
  return renderGuidanceSection({
    template: loadPrompt({ name: GUIDANCE_SECTION_PROMPT }).body,
    config,
    lines,
  });
}
