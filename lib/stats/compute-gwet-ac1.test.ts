import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { codeRatingMatrix } from "./code-rating-matrix";
import { computeGwetAc1 } from "./compute-gwet-ac1";
import { computePabak } from "./compute-pabak";
import { computeTableAgreement } from "./compute-table-agreement";
import type { TCodedRatings } from "./types";

// The le2019 study (Le et al. 2019) ships beside the checkout in ../shared; the product never reads it at run time.
function le2019Ratings(options: { missing: readonly string[] }): TCodedRatings {
  const file = fileURLToPath(new URL("../../../shared/data/le2019/ratings.csv", import.meta.url));
  const rows = readFileSync(file, "utf8").trim().split("\n").slice(1);
  const code = (values: Map<string, number>, v: string) =>
    values.get(v) ?? values.set(v, values.size).get(v)!;
  const items = new Map<string, number>();
  const raters = new Map<string, number>();
  const scale = new Map([
    ["VALID", 0],
    ["INVALID", 1],
    ["UNSURE", 2],
  ]);
  const columns = rows.map((line) => line.split(","));
  return {
    item: Int32Array.from(columns, ([i]) => code(items, i!)),
    rater: Int32Array.from(columns, ([, r]) => code(raters, r!)),
    label: Int32Array.from(columns, ([, , l]) =>
      options.missing.includes(l!) ? -1 : scale.get(l!)!,
    ),
    itemCount: items.size,
    raterCount: raters.size,
    // The scale keeps UNSURE's code even when it is treated as missing, as the campaign coding does.
    labelCount: 3,
  };
}

const _ = null;
// Krippendorff's example C (4 observers × 12 units, values 1–5), which Gwet's handbook and the irrCAC
// package ship as `cac.raw4raters`; rows are units here, values coded 0–4.
const UNITS = [
  [0, 0, _, 0],
  [1, 1, 2, 1],
  [2, 2, 2, 2],
  [2, 2, 2, 2],
  [1, 1, 1, 1],
  [0, 1, 2, 3],
  [3, 3, 3, 3],
  [0, 0, 1, 0],
  [1, 1, 1, 1],
  [_, 4, 4, 4],
  [_, _, 0, 0],
  [_, _, 2, _],
];

describe("computeGwetAc1", () => {
  it("reproduces irrCAC's published gwet.ac1.raw(cac.raw4raters): AC1 0.7754, p_a 0.8182, p_e 0.1903", () => {
    const r = computeGwetAc1({ ratings: codeRatingMatrix({ rows: UNITS }) });
    // By hand: p_a = (1+½+1+1+1+0+1+½+1+1+1)/11 = 9/11; π = (2.75+.. )/12 per value.
    expect(r.observed).toBeCloseTo(9 / 11, 12);
    expect(r.items).toBe(11);
    expect(r.categories).toBe(5);
    expect(r.chance!.toFixed(4)).toBe("0.1903");
    expect(r.ac1!.toFixed(4)).toBe("0.7754");
  });

  it("computes a two-rater table by hand (45/15/25/15: p_o 0.6, π_yes 0.65, p_e 0.455)", () => {
    const rows = [
      ...Array.from({ length: 45 }, () => [0, 0]),
      ...Array.from({ length: 15 }, () => [0, 1]),
      ...Array.from({ length: 25 }, () => [1, 0]),
      ...Array.from({ length: 15 }, () => [1, 1]),
    ];
    const r = computeGwetAc1({ ratings: codeRatingMatrix({ rows }) });
    expect(r.chance).toBeCloseTo(0.455, 12);
    expect(r.ac1).toBeCloseTo((0.6 - 0.455) / (1 - 0.455), 12);
    const table = computeTableAgreement({
      counts: [
        [45, 15],
        [25, 15],
      ],
    });
    expect(table.ac1).toBeCloseTo(r.ac1!, 12);
    expect(table.observed).toBe(0.6);
    expect(table.pabak).toBeCloseTo(0.2, 12);
    // Cohen's κ of the same table: (0.6 − 0.54)/(1 − 0.54).
    expect(table.kappa).toBeCloseTo(0.06 / 0.46, 12);
  });

  it("stays high where κ collapses on skewed labels (118/5/2/0: κ < 0, AC1 ≈ 0.94)", () => {
    const t = computeTableAgreement({
      counts: [
        [118, 5],
        [2, 0],
      ],
    });
    // π_1 = (123 + 120)/250 = 0.972; p_e = 2·0.972·0.028 = 0.054432; p_o = 118/125 = 0.944.
    expect(t.kappa!).toBeLessThan(0);
    expect(t.ac1).toBeCloseTo((0.944 - 0.054432) / (1 - 0.054432), 12);
    expect(t.pabak).toBeCloseTo(2 * 0.944 - 1, 12);
  });

  it("is null without an item rated twice, and skips missing ratings", () => {
    expect(computeGwetAc1({ ratings: codeRatingMatrix({ rows: [[0], [1]] }) }).ac1).toBeNull();
    const r = computeGwetAc1({
      ratings: codeRatingMatrix({
        rows: [
          [0, 0, -1],
          [1, 1, 1],
        ],
      }),
    });
    expect(r.observed).toBe(1);
    expect(r.ac1).toBe(1);
  });
});

describe("computeGwetAc1: the categories are those of the counted labels (irrCAC)", () => {
  it("leaves a label treated as missing out of q (hand-computed: p_a 2/3, π 1/2, p_e 1/2, AC1 1/3)", () => {
    // Code 2 (say UNSURE) is on the scale but counted as missing: two categories remain.
    const r = computeGwetAc1({
      ratings: codeRatingMatrix({
        rows: [
          [0, 0, -1],
          [1, 1, -1],
          [0, 1, -1],
        ],
        labelCount: 3,
      }),
    });
    expect(r.categories).toBe(2);
    expect(r.observed).toBeCloseTo(2 / 3, 12);
    expect(r.chance).toBeCloseTo(0.5, 12);
    expect(r.ac1).toBeCloseTo(1 / 3, 12);
    expect(computePabak({ observed: r.observed, categories: r.categories })).toBeCloseTo(1 / 3, 12);
  });

  it("reproduces le2019: UNSURE missing gives AC1 0.7591 and PABAK 0.6896 on two categories", () => {
    const r = computeGwetAc1({ ratings: le2019Ratings({ missing: ["UNSURE"] }) });
    expect(r.categories).toBe(2);
    expect(r.items).toBe(189);
    expect(r.ac1!.toFixed(4)).toBe("0.7591");
    expect(computePabak({ observed: r.observed, categories: r.categories })!.toFixed(4)).toBe(
      "0.6896",
    );
    // UNSURE as a category: three categories, AC1 0.6152, PABAK 0.5611.
    const u = computeGwetAc1({ ratings: le2019Ratings({ missing: [] }) });
    expect(u.categories).toBe(3);
    expect(u.ac1!.toFixed(4)).toBe("0.6152");
    expect(computePabak({ observed: u.observed, categories: 3 })!.toFixed(4)).toBe("0.5611");
  });
});

describe("computePabak", () => {
  it("is 2p_o − 1 for two categories and (q·p_o − 1)/(q − 1) for more", () => {
    expect(computePabak({ observed: 0.9, categories: 2 })).toBeCloseTo(0.8, 12);
    expect(computePabak({ observed: 0.5, categories: 3 })).toBeCloseTo(0.25, 12);
    expect(computePabak({ observed: null, categories: 2 })).toBeNull();
    expect(() => computePabak({ observed: 1.2, categories: 2 })).toThrow(/\[0, 1\]/);
    expect(() => computePabak({ observed: 0.5, categories: 1 })).toThrow(/at least 2/);
  });
});
