import { renderTemplate } from "@/lib/prompts/render-template";

/**
 * The part of a judge prompt that carries an instructions-tuned configuration's guidance: the
 * judge-guidance template filled with the configuration's name and version and its numbered
 * lines, trimmed. Pure: the caller loads the template (GUIDANCE_SECTION_PROMPT).
 */
export function renderGuidanceSection(options: {
  template: string;
  config: { name: string; version: number };
  lines: readonly string[];
}): string {
  const { template, config, lines } = options;
  if (lines.length === 0) throw new Error("A guidance section needs at least one line.");
  return renderTemplate({
    template,
    variables: {
      config: `${config.name} v${config.version}`,
      lines: lines.map((line, i) => `${i + 1}. ${line.replace(/\s+/g, " ").trim()}`).join("\n"),
    },
  }).trim();
}
