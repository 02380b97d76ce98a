/** `{{name}}`, spaces inside the braces allowed. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** Templates seen lately (a judge run renders one template per patch): their variables. */
const seen = new Map<string, readonly string[]>();
const SEEN_MAX = 64;

/** The distinct placeholder names a template uses, in order of first use. */
export function listTemplateVariables(options: { template: string }): readonly string[] {
  const { template } = options;
  let names = seen.get(template);
  if (!names) {
    names = Object.freeze([...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ""))]);
    if (seen.size >= SEEN_MAX) seen.delete(seen.keys().next().value!);
    seen.set(template, names);
  }
  return names;
}
