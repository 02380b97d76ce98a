import { listTemplateVariables, PLACEHOLDER } from "./list-template-variables";

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed) with the given
 * values, inserted verbatim in one pass (a value containing "{{x}}" is not expanded).
 * Throws naming every placeholder without a value and every value without a placeholder.
 */
export function renderTemplate(options: {
  template: string;
  variables: Readonly<Record<string, string>>;
}): string {
  const { template, variables } = options;
  const used = new Set(listTemplateVariables({ template }));
  const missing = [...used].filter((name) => !Object.hasOwn(variables, name));
  const unused = Object.keys(variables).filter((name) => !used.has(name));
  const problems = [
    ...(missing.length > 0 ? [`missing variables: ${missing.join(", ")}`] : []),
    ...(unused.length > 0 ? [`unused variables: ${unused.join(", ")}`] : []),
  ];
  if (problems.length > 0) throw new Error(`Template cannot be rendered: ${problems.join("; ")}`);
  return template.replace(PLACEHOLDER, (_match, name: string) => variables[name] ?? "");
}
