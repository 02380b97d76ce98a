/** `{{name}}`, spaces inside the braces allowed. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** The distinct placeholder names a template uses, in order of first use. */
export function listTemplateVariables(options: { template: string }): string[] {
  return [...new Set([...options.template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ""))];
}
