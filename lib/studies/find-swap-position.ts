/**
 * The cyclic rubric swap (paper 001 §2, Table 2): the rater at position `position` (1..`raters`)
 * labels the swap setting with the rubric of position − 1, and position 1 uses the last rater's.
 * Derived from positions, never stored (StudyLabel keeps the rubric author it was written with).
 */
export function findSwapPosition(options: { position: number; raters: number }): number {
  const { position, raters } = options;
  if (!Number.isInteger(raters) || raters < 2)
    throw new RangeError("a study has at least 2 raters");
  if (!Number.isInteger(position) || position < 1 || position > raters)
    throw new RangeError(`position must be 1..${raters}`);
  return position === 1 ? raters : position - 1;
}
