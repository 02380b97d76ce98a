import type { TCodedRatings } from "@/lib/stats/types";

export type TCodedCampaign = {
  ratings: TCodedRatings;
  /** Internal patch id per item code. */
  items: string[];
  /** Rating keys per rater code, in string order (so pairs come out a < b by key). */
  raters: string[];
  /** Label per label code: VALID = 0, INVALID = 1, then the other labels seen, sorted. */
  labels: string[];
  /** Recorded consensus label code per item, −1 where none (or a missing label). */
  adjudicated: Int32Array;
  /** Bug per item (the bootstrap resamples whole bugs) and its type. */
  bugs: string[];
  bugTypes: (string | null)[];
  /** Ratings whose label counts as missing, and the labels treated as missing. */
  missingRatings: number;
  missing: string[];
};

const byString = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Codes a campaign's ratings for lib/stats: VALID is label 0 (the positive class), labels listed
 * in `missing` become −1. Items are the campaign's patches, rated patches and adjudicated ones,
 * ordered by stable keys (bug external id, then patch external id, then internal id), and the
 * ratings by item then rater key: never by the order the database returns rows in, which a
 * dump and restore changes, so the seeded bootstrap (which resamples bugs in item order) gives
 * the same intervals on any copy of the data. A patch rated but absent from `patches` still
 * becomes an item, with an unknown bug of its own.
 */
export function codeCampaignLabels(options: {
  ratings: readonly { item: string; rater: string; label: string }[];
  adjudicated: ReadonlyMap<string, string>;
  patches: ReadonlyMap<string, { bugId: string; bugType: string | null; patchId?: string }>;
  missing: readonly string[];
}): TCodedCampaign {
  const { adjudicated, patches, missing } = options;
  const bugOf = (id: string) => patches.get(id)?.bugId ?? `?${id}`;
  const items = [
    ...new Set([...patches.keys(), ...options.ratings.map((r) => r.item), ...adjudicated.keys()]),
  ].sort(
    (x, y) =>
      byString(bugOf(x), bugOf(y)) ||
      byString(patches.get(x)?.patchId ?? x, patches.get(y)?.patchId ?? y) ||
      byString(x, y),
  );
  const itemCode = new Map(items.map((id, i) => [id, i]));
  const raters = [...new Set(options.ratings.map((r) => r.rater))].sort(byString);
  const raterCode = new Map(raters.map((key, i) => [key, i]));
  const ratings = [...options.ratings].sort(
    (x, y) => itemCode.get(x.item)! - itemCode.get(y.item)! || byString(x.rater, y.rater),
  );
  const others = [...new Set([...ratings.map((r) => r.label), ...adjudicated.values()])]
    .filter((l) => l !== "VALID" && l !== "INVALID" && l !== "")
    .sort();
  const labels = ["VALID", "INVALID", ...others];
  const labelCode = new Map(labels.map((l, i) => [l, missing.includes(l) ? -1 : i]));
  const item = new Int32Array(ratings.length);
  const rater = new Int32Array(ratings.length);
  const label = new Int32Array(ratings.length);
  let missingRatings = 0;
  ratings.forEach((r, k) => {
    item[k] = itemCode.get(r.item)!;
    rater[k] = raterCode.get(r.rater)!;
    label[k] = labelCode.get(r.label) ?? -1;
    if (label[k]! < 0) missingRatings += 1;
  });
  const recorded = new Int32Array(items.length).fill(-1);
  for (const [patchId, l] of adjudicated) recorded[itemCode.get(patchId)!] = labelCode.get(l) ?? -1;
  return {
    ratings: {
      itemCount: items.length,
      raterCount: raters.length,
      labelCount: labels.length,
      item,
      rater,
      label,
    },
    items,
    raters,
    labels,
    adjudicated: recorded,
    bugs: items.map(bugOf),
    bugTypes: items.map((id) => patches.get(id)?.bugType ?? null),
    missingRatings,
    missing: [...missing],
  };
}
