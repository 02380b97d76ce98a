import { hashPatch } from "@/lib/diff/hash-patch";
import type { TLineError, TPatchInput } from "./schemas";

export type TExistingSource = { patchId: string; bugId: string; contentHash: string };
export type TNewPatch = { id: string; bugId: string; contentHash: string; input: TPatchInput };
export type TNewSource = { patchId: string; input: TPatchInput };

export type TPatchPlan = {
  errors: TLineError[];
  patches: TNewPatch[];
  sources: TNewSource[];
  unchanged: number;
  merged: number;
};

/**
 * Decides what importing patch rows does, given what the project holds:
 * unknown bugs and id clashes are errors; a row whose text equals another
 * patch of the same bug (content hash) becomes a source of that patch.
 */
export function planPatchImport(options: {
  rows: TPatchInput[];
  bugIdByExternalId: ReadonlyMap<string, string>;
  existingSources: ReadonlyMap<string, TExistingSource>;
  /** `${bugId}:${contentHash}` → patch id. */
  existingPatches: ReadonlyMap<string, string>;
  newId: () => string;
  /** `${bugId}:${contentHash}` → id of a patch planned earlier in the same import (updated here). */
  planned?: Map<string, string>;
}): TPatchPlan {
  const plan: TPatchPlan = { errors: [], patches: [], sources: [], unchanged: 0, merged: 0 };
  const planned = options.planned ?? new Map<string, string>();
  for (const input of options.rows) {
    const bugId = options.bugIdByExternalId.get(input.bugExternalId);
    if (!bugId) {
      plan.errors.push({
        line: input.line,
        field: "bugId",
        message: `unknown bug "${input.bugExternalId}": import its bug first`,
      });
      continue;
    }
    const contentHash = hashPatch({ text: input.diff });
    const known = options.existingSources.get(input.externalId);
    if (known) {
      if (known.bugId === bugId && known.contentHash === contentHash) plan.unchanged += 1;
      else
        plan.errors.push({
          line: input.line,
          field: "patchId",
          message: `patch "${input.externalId}" was already imported with a different text or bug`,
        });
      continue;
    }
    const key = `${bugId}:${contentHash}`;
    const sameText = options.existingPatches.get(key) ?? planned.get(key);
    if (sameText) {
      plan.merged += 1;
      plan.sources.push({ patchId: sameText, input });
      continue;
    }
    const id = options.newId();
    planned.set(key, id);
    plan.patches.push({ id, bugId, contentHash, input });
    plan.sources.push({ patchId: id, input });
  }
  return plan;
}
