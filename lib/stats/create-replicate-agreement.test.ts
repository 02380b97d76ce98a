import { describe, expect, it } from "vitest";
import { computeFleissKappa } from "./compute-fleiss-kappa";
import { computeGwetAc1 } from "./compute-gwet-ac1";
import { computeKrippendorffAlpha } from "./compute-krippendorff-alpha";
import { computePabak } from "./compute-pabak";
import { computeUnanimousShare } from "./compute-unanimous-share";
import { computeWeightedKappaVsConsensus } from "./compute-weighted-kappa-vs-consensus";
import { createRandom } from "./create-random";
import { createReplicateAgreement } from "./create-replicate-agreement";
import { groupByItem } from "./group-by-item";
import { resampleRatings } from "./resample-ratings";
import type { TCodedRatings } from "./types";

/** What the dashboard computed per replicate before: resample the ratings, then each statistic. */
function reference(ratings: TCodedRatings, consensus: Int32Array, units: Int32Array) {
  const index = groupByItem({ ratings });
  const sample = resampleRatings({ ratings, items: units, index });
  const sampleIndex = groupByItem({ ratings: sample });
  const gwet = computeGwetAc1({ ratings: sample, index: sampleIndex });
  return [
    computeFleissKappa({ ratings: sample, index: sampleIndex }).kappa,
    gwet.ac1,
    gwet.categories < 2
      ? null
      : computePabak({ observed: gwet.observed, categories: gwet.categories }),
    computeKrippendorffAlpha({ ratings: sample, index: sampleIndex }).alpha,
    computeUnanimousShare({ ratings: sample, index: sampleIndex }).share,
    computeWeightedKappaVsConsensus({
      ratings: sample,
      consensus: Int32Array.from(units, (u) => consensus[u]!),
    }).kappa,
  ];
}

function campaign(seed: number, options: { sameCount: boolean; labels: number }) {
  const random = createRandom({ seed });
  const items = 30;
  const raters = 7;
  const item: number[] = [];
  const rater: number[] = [];
  const label: number[] = [];
  for (let i = 0; i < items; i++) {
    const count = options.sameCount ? 3 : 1 + Math.floor(random() * 4);
    const first = Math.floor(random() * raters);
    const truth = Math.floor(random() * options.labels);
    for (let k = 0; k < count; k++) {
      item.push(i);
      rater.push((first + k) % raters);
      // ~10 % missing (−1), otherwise mostly the truth.
      const r = random();
      label.push(r < 0.1 ? -1 : r < 0.75 ? truth : Math.floor(random() * options.labels));
    }
  }
  const ratings: TCodedRatings = {
    itemCount: items,
    raterCount: raters,
    labelCount: options.labels,
    item: Int32Array.from(item),
    rater: Int32Array.from(rater),
    label: Int32Array.from(label),
  };
  const consensus = Int32Array.from({ length: items }, () =>
    random() < 0.15 ? -1 : Math.floor(random() * options.labels),
  );
  return { ratings, consensus, random };
}

describe("createReplicateAgreement", () => {
  for (const [seed, sameCount, labels] of [
    [1, true, 2],
    [2, false, 2],
    [3, false, 3],
    [4, true, 3],
  ] as const) {
    it(`gives every statistic bit for bit as resampling the ratings does (seed ${seed})`, () => {
      const { ratings, consensus, random } = campaign(seed, { sameCount, labels });
      const { names, write } = createReplicateAgreement({
        ratings,
        index: groupByItem({ ratings }),
        consensus,
      });
      expect(names).toEqual(["fleiss", "ac1", "pabak", "alpha", "unanimous", "weighted"]);
      const out = new Float64Array(names.length);
      let defined = 0;
      for (let b = 0; b < 300; b++) {
        const length = b === 0 ? ratings.itemCount : 1 + Math.floor(random() * 40);
        const units = Int32Array.from({ length }, (_, k) =>
          b === 0 ? k : Math.floor(random() * ratings.itemCount),
        );
        out.fill(NaN);
        write(units, out);
        const got = [...out].map((v) => (Number.isFinite(v) ? v : null));
        const want = reference(ratings, consensus, units);
        want.forEach((w, n) =>
          expect(Object.is(got[n], w), `${names[n]} of replicate ${b}`).toBe(true),
        );
        defined += got.filter((v) => v !== null).length;
      }
      expect(defined).toBeGreaterThan(300);
    });
  }

  it("leaves undefined statistics as NaN (one item, one rating)", () => {
    const ratings: TCodedRatings = {
      itemCount: 1,
      raterCount: 1,
      labelCount: 2,
      item: Int32Array.of(0),
      rater: Int32Array.of(0),
      label: Int32Array.of(0),
    };
    const { write } = createReplicateAgreement({
      ratings,
      index: groupByItem({ ratings }),
      consensus: Int32Array.of(0),
    });
    const out = new Float64Array(6).fill(NaN);
    write(Int32Array.of(0, 0), out);
    expect([...out].every(Number.isNaN)).toBe(true);
  });
});
