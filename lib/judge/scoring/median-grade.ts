/**
 * The median of grades (a patch's judge samples, or its raters), for a graded scale: with an
 * even count the lower of the two middle grades (a half grade rounds down, toward INVALID, as a
 * tied majority vote resolves to INVALID), so the result is always a grade of the scale. Null
 * for no grades. Pure.
 */
export function medianGrade(options: { grades: readonly number[] }): number | null {
  const sorted = [...options.grades].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
