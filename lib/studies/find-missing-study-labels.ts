/** A rater's labels still missing: own-rubric and swapped-rubric, each of the study's patches. */
export type TMissingStudyLabels = { name: string; own: number; swap: number };

/**
 * The labels each rater still owes (own and swap settings, `patches` each), leaving out raters
 * who are done, and one line per rater saying it ("Rae Rater: 8 of 8 swapped-rubric labels").
 * Pure: shared by changeStudyPhase (the refusal to close) and the lead's close confirmation.
 */
export function findMissingStudyLabels(options: {
  raters: { name: string; own: number; swap: number }[];
  patches: number;
}): { missing: TMissingStudyLabels[]; total: number; lines: string[] } {
  const { raters, patches } = options;
  const missing = raters
    .map((r) => ({
      name: r.name,
      own: Math.max(0, patches - r.own),
      swap: Math.max(0, patches - r.swap),
    }))
    .filter((m) => m.own + m.swap > 0);
  const lines = missing.map(
    (m) =>
      `${m.name}: ${[
        m.own > 0 ? `${m.own} of ${patches} own-rubric labels` : "",
        m.swap > 0 ? `${m.swap} of ${patches} swapped-rubric labels` : "",
      ]
        .filter(Boolean)
        .join(", ")}`,
  );
  return { missing, total: missing.reduce((sum, m) => sum + m.own + m.swap, 0), lines };
}
