import {
  FEW_SHOT_DIFF_LIMIT,
  FEW_SHOT_REASON_LIMIT,
  type TFewShotExample,
  type TFewShotSource,
} from "./schemas-few-shot";

/**
 * One stored example (pure): the patch's diff cut to FEW_SHOT_DIFF_LIMIT characters, the
 * consensus label, and the reason: the adjudication notes, else the justifications of the raters
 * who gave the consensus label (each on its own line), cut to FEW_SHOT_REASON_LIMIT.
 */
export function buildFewShotExample(options: {
  bug: { externalId: string; title: string | null };
  patch: { externalId: string; diff: string };
  label: "VALID" | "INVALID";
  source: TFewShotSource;
  notes: string;
  raters: readonly { label: string; justification: string }[];
}): TFewShotExample {
  const { bug, patch, label, source } = options;
  const majority = options.raters
    .filter((r) => r.label === label && r.justification.trim() !== "")
    .map((r) => `- ${r.justification.trim()}`);
  const reason =
    options.notes.trim() || majority.join("\n") || "(the reviewers gave no written reason)";
  return {
    bugId: bug.externalId,
    bugTitle: bug.title,
    patchId: patch.externalId,
    label,
    reason: cut(reason, FEW_SHOT_REASON_LIMIT),
    source,
    diff: patch.diff.slice(0, FEW_SHOT_DIFF_LIMIT),
    diffChars: patch.diff.length,
  };
}

const cut = (text: string, limit: number) =>
  text.length <= limit ? text : `${text.slice(0, limit)}…`;
