import type { TImportKind } from "./schemas";

/** Guesses the file kind from the keys of its first object, or null. */
export function detectKind(options: { sample: Record<string, unknown> }): TImportKind | null {
  const keys = new Set(Object.keys(options.sample));
  if (keys.has("patchId")) return "patches";
  if (keys.has("bugId")) return "bugs";
  if (keys.has("instance_id") && keys.has("model_patch")) return "predictions";
  if (keys.has("instance_id") && keys.has("problem_statement")) return "swebench";
  return null;
}
