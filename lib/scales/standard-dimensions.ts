import type { TScaleDimension } from "./schemas";

/**
 * The dimensions the campaign form and `rubricate campaign create --dimensions` offer (paper 001
 * §10: correctness, minimality, maintainability, security), each with an editable definition.
 */
export const STANDARD_DIMENSIONS: readonly TScaleDimension[] = [
  {
    key: "correctness",
    name: "Correctness",
    definition: "Fixes the reported bug's root cause without breaking other behaviour.",
  },
  {
    key: "minimality",
    name: "Minimality",
    definition: "Changes only what the fix needs; no unrelated edits.",
  },
  {
    key: "maintainability",
    name: "Maintainability",
    definition: "Reads like the project's code; a maintainer could keep it as it is.",
  },
  {
    key: "security",
    name: "Security",
    definition: "Introduces no vulnerability (unchecked input, leaks, unsafe calls).",
  },
];
