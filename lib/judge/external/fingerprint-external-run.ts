import { createHash } from "node:crypto";
import type { TExternalVerdict } from "./parse-external-verdicts";
import type { TImportExternalRun } from "./schemas-external";

/**
 * What makes two imports of one external run the same: the settings that shape it (model,
 * source, campaign, threshold, don't-know rule, fields read, the split value) and its verdicts
 * in file order (patch, label, score, confidence, justification). Not the file's name or format:
 * the same verdicts under another name are the same run. A sha256 hex digest.
 */
export function fingerprintExternalRun(options: {
  settings: TImportExternalRun;
  split: string | null;
  rows: readonly (TExternalVerdict & { patchId: string })[];
}): string {
  const { settings: s, split, rows } = options;
  const shape = [
    s.model,
    s.source,
    s.campaignId ?? null,
    s.threshold ?? null,
    s.dontKnowScore ?? null,
    s.dontKnowAs ?? null,
    [s.patchField, s.labelField, s.scoreField, s.justificationField, s.confidenceField],
    s.split ?? null,
    split,
  ];
  const hash = createHash("sha256").update(JSON.stringify(shape));
  for (const r of rows)
    hash.update(
      `\n${JSON.stringify([r.patchId, r.label, r.score, r.confidence, r.justification])}`,
    );
  return hash.digest("hex");
}
