import { computeFleissKappa } from "@/lib/stats/compute-fleiss-kappa";
import { computeGwetAc1 } from "@/lib/stats/compute-gwet-ac1";
import { computeKrippendorffAlpha } from "@/lib/stats/compute-krippendorff-alpha";
import { computePabak } from "@/lib/stats/compute-pabak";
import { computeUnanimousShare } from "@/lib/stats/compute-unanimous-share";
import { findRaterGroups } from "@/lib/stats/find-rater-groups";
import { groupByItem } from "@/lib/stats/group-by-item";
import { tallyItemLabels } from "@/lib/stats/tally-item-labels";
import type { TCodedRatings, TItemIndex, TItemTally } from "@/lib/stats/types";
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
  /** `groupByItem` of `ratings`, when the caller has it: reused when one group holds every rating. */
  index?: TItemIndex;
  /** `tallyItemLabels` of `ratings`, when the caller has it: reused likewise. */
  tally?: TItemTally;
}): TRaterGroupRow[] {
  const { ratings, raterKeys, raterNames } = options;
  const { count, group } = findRaterGroups({ ratings });
  const n = ratings.item.length;
  // Ratings per group, then each group's rows in file order (one pass, typed arrays).
  const sizes = new Int32Array(count);
  if (count === 1) sizes[0] = n;
  else for (let k = 0; k < n; k++) sizes[group[ratings.rater[k]!]!]! += 1;
  return Array.from({ length: count }, (_, g) => {
    const whole = sizes[g] === n;
    const sub: TCodedRatings = whole ? ratings : pickGroup({ ratings, group, g, size: sizes[g]! });
    const tally =
      whole && options.tally
        ? options.tally
        : tallyItemLabels({
            ratings: sub,
            index: whole && options.index ? options.index : groupByItem({ ratings: sub }),
          });
    const fleiss = computeFleissKappa({ ratings: sub, tally });
    const ac1 = computeGwetAc1({ ratings: sub, tally });
    const unanimous = computeUnanimousShare({ ratings: sub, tally });
    const names = raterNames.filter((_, r) => group[r] === g);
    return {
      group: `G${g + 1}`,
      raters: names.length,
      raterKeys: raterKeys.filter((_, r) => group[r] === g),
      raterNames: names,
      items: countItems(sub),
      ratings: sizes[g]!,
      fleissKappa: fleiss.kappa,
      fleissReason: fleiss.reason,
      krippendorffAlpha: computeKrippendorffAlpha({ ratings: sub, tally }).alpha,
      gwetAc1: ac1.ac1,
      pabak:
        ac1.categories < 2
          ? null
          : computePabak({ observed: ac1.observed, categories: ac1.categories }),
      unanimous: { items: unanimous.unanimous, of: unanimous.items },
    };
  });
}

/** The ratings of raters in group `g`, in their original order. */
function pickGroup(options: {
  ratings: TCodedRatings;
  group: Int32Array;
  g: number;
  size: number;
}): TCodedRatings {
  const { ratings, group, g, size } = options;
  const item = new Int32Array(size);
  const rater = new Int32Array(size);
  const label = new Int32Array(size);
  let at = 0;
  for (let k = 0; k < ratings.item.length; k++) {
    if (group[ratings.rater[k]!] !== g) continue;
    item[at] = ratings.item[k]!;
    rater[at] = ratings.rater[k]!;
    label[at] = ratings.label[k]!;
    at += 1;
  }
  return { ...ratings, item, rater, label };
}

/** Distinct items among the ratings (missing labels included). */
function countItems(ratings: TCodedRatings): number {
  const seen = new Uint8Array(ratings.itemCount);
  let items = 0;
  for (let k = 0; k < ratings.item.length; k++) {
    const i = ratings.item[k]!;
    if (seen[i] === 0) {
      seen[i] = 1;
      items += 1;
    }
  }
  return items;
}
