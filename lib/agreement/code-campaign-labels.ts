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
  /** Ratings whose label counts as missing. */
  missingRatings: number;
};

/**
 * Codes a campaign's ratings for lib/stats: items are the campaign's patches (as given), VALID
 * is label 0 (the positive class), labels listed in `missing` become −1. A patch rated but
 * absent from `patches` still becomes an item, with an unknown bug of its own.
 */
export function codeCampaignLabels(options: {
  ratings: readonly { item: string; rater: string; label: string }[];
  adjudicated: ReadonlyMap<string, string>;
  patches: ReadonlyMap<string, { bugId: string; bugType: string | null }>;
  missing: readonly string[];
}): TCodedCampaign {
  const { ratings, adjudicated, patches, missing } = options;
  const items = [
    ...new Set([...patches.keys(), ...ratings.map((r) => r.item), ...adjudicated.keys()]),
  ];
  const itemCode = new Map(items.map((id, i) => [id, i]));
  const raters = [...new Set(ratings.map((r) => r.rater))].sort((x, y) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  const raterCode = new Map(raters.map((key, i) => [key, i]));
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
    bugs: items.map((id) => patches.get(id)?.bugId ?? `?${id}`),
    bugTypes: items.map((id) => patches.get(id)?.bugType ?? null),
    missingRatings,
  };
}
