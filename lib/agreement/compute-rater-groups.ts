import { computeFleissKappa } from "@/lib/stats/compute-fleiss-kappa";
import { computeGwetAc1 } from "@/lib/stats/compute-gwet-ac1";
import { computeKrippendorffAlpha } from "@/lib/stats/compute-krippendorff-alpha";
import { computePabak } from "@/lib/stats/compute-pabak";
import { computeUnanimousShare } from "@/lib/stats/compute-unanimous-share";
import { findRaterGroups } from "@/lib/stats/find-rater-groups";
import { groupByItem } from "@/lib/stats/group-by-item";
import type { TCodedRatings } from "@/lib/stats/types";
import type { TRaterGroupRow } from "./dashboard-types";

/**
 * The raters' disjoint groups (raters linked by shared patches; see findRaterGroups) with each
 * group's own statistics over its own ratings: Fleiss' κ (or why not), Krippendorff's α, Gwet's
 * AC1, PABAK and unanimous items. Groups are named G1, G2, … in the order of their first rater
 * (`raterKeys` and `raterNames` in rater-code order, which callers keep sorted by a stable key).
 * One group when every rater is linked to every other.
 */
export function computeRaterGroups(options: {
  ratings: TCodedRatings;
  raterKeys: readonly string[];
  raterNames: readonly string[];
}): TRaterGroupRow[] {
  const { ratings, raterKeys, raterNames } = options;
  const { count, group } = findRaterGroups({ ratings });
  return Array.from({ length: count }, (_, g) => {
    const keep: number[] = [];
    for (let k = 0; k < ratings.item.length; k++) if (group[ratings.rater[k]!] === g) keep.push(k);
    const pick = (column: Int32Array) => Int32Array.from(keep, (k) => column[k]!);
    const sub: TCodedRatings = {
      ...ratings,
      item: pick(ratings.item),
      rater: pick(ratings.rater),
      label: pick(ratings.label),
    };
    const index = groupByItem({ ratings: sub });
    const fleiss = computeFleissKappa({ ratings: sub, index });
    const ac1 = computeGwetAc1({ ratings: sub, index });
    const unanimous = computeUnanimousShare({ ratings: sub, index });
    const names = raterNames.filter((_, r) => group[r] === g);
    return {
      group: `G${g + 1}`,
      raters: names.length,
      raterKeys: raterKeys.filter((_, r) => group[r] === g),
      raterNames: names,
      items: new Set(sub.item).size,
      ratings: keep.length,
      fleissKappa: fleiss.kappa,
      fleissReason: fleiss.reason,
      krippendorffAlpha: computeKrippendorffAlpha({ ratings: sub, index }).alpha,
      gwetAc1: ac1.ac1,
      pabak:
        ac1.categories < 2
          ? null
          : computePabak({ observed: ac1.observed, categories: ac1.categories }),
      unanimous: { items: unanimous.unanimous, of: unanimous.items },
    };
  });
}
