/** The run's defined confidences (NaN left out), sorted ascending: what percentile cutoffs are taken over. */
export function sortConfidences(options: { confidence: Float64Array }): Float64Array {
  const { confidence } = options;
  let defined = 0;
  for (let i = 0; i < confidence.length; i++) if (!Number.isNaN(confidence[i]!)) defined += 1;
  const out = new Float64Array(defined);
  let j = 0;
  for (let i = 0; i < confidence.length; i++) {
    const v = confidence[i]!;
    if (!Number.isNaN(v)) out[j++] = v;
  }
  return out.sort();
}
