/**
 * Why Fleiss' κ over every rater is not reported: its own reason (`reason`, from
 * computeFleissKappa), led by the rater groups when there are several disjoint ones (raters who
 * never share a patch cannot be compared, so only per-group values mean anything). Null when
 * Fleiss' κ is defined.
 */
export function explainFleissReason(options: {
  reason: string | null;
  groups: number;
}): string | null {
  const { reason, groups } = options;
  if (reason === null) return null;
  if (groups < 2) return reason;
  return `undefined over all raters: they form ${groups} disjoint groups that never share a patch (see the per-group values); also, ${reason}`;
}
