/**
 * The one definition of "unanimous" under a label setting, as every agreement surface words it:
 * a patch is unanimous when at least two of its labels count and they are all the same; the
 * `missing` labels (UNSURE by default) do not count. With no missing label, UNSURE is a label
 * like the others, so a patch rated VALID, VALID, UNSURE is not unanimous (as at the reveal).
 */
export function describeUnanimousRule(options: { missing: readonly string[] }): string {
  const { missing } = options;
  const setting = missing.length
    ? `${missing.join(", ")} treated as missing`
    : "every label counted, UNSURE included";
  return `≥ 2 counted labels, all the same (${setting})`;
}
