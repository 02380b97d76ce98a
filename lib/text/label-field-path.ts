import { FIELD_LABELS } from "./field-labels";

/**
 * The human label of a request field for messages shown to people: "raterIds" → "Raters",
 * "selection.runId" → "Judge run", "ratersPerPatch" → "Raters per patch", "bugTypes.2" →
 * "Bug types", "rules.1.text" → "Rule 2". The API keeps the path in its 422 bodies (the contract); only what a person
 * reads says the label.
 */
export function labelFieldPath(options: { path: string }): string {
  const parts = options.path.split(".");
  const segments = parts.filter((s) => !/^\d+$/.test(s));
  const whole = FIELD_LABELS[segments.join(".")];
  if (whole?.includes("#")) {
    // The list item's number as the form shows it (counted from 1); none: the label without it.
    const index = parts.find((s) => /^\d+$/.test(s));
    return index === undefined
      ? whole.replace(/\s*#/, "")
      : whole.replace("#", String(Number(index) + 1));
  }
  if (whole) return whole;
  const last = segments.at(-1);
  if (!last) return FIELD_LABELS["(body)"]!;
  const known = FIELD_LABELS[last];
  if (known) return known;
  const words = last
    .replace(/(.)Ids?$/, "$1")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
