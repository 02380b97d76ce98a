import { describe, expect, it } from "vitest";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { markUnanimousItems } from "@/lib/stats/mark-unanimous-items";
import { codeCampaignLabels } from "./code-campaign-labels";
import { computeBenchmarkColumns } from "./compute-benchmark-columns";
import { computeHumanAgreement } from "./compute-human-agreement";
import { computeJudgeAgreement } from "./compute-judge-agreement";
import type { TRunOption } from "./dashboard-types";
import { paperBenchmark } from "./paper-benchmark.fixture";

const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
const bootstrap = { seed: 1, replicates: 500, level: 0.95 };
const run = { id: "run1", label: "Golden rubric v1 · mock" } as TRunOption;

function setup() {
  const { ratings, judge, patches } = paperBenchmark();
  const coded = codeCampaignLabels({
    ratings,
    adjudicated: new Map(),
    patches,
    missing: ["UNSURE"],
  });
  const consensus = deriveConsensus({ ratings: coded.ratings, adjudicated: coded.adjudicated });
  const { unanimous } = markUnanimousItems({ ratings: coded.ratings });
  const judgeCodes = Int32Array.from(coded.items, (id) => coded.labels.indexOf(judge.get(id)!));
  return { coded, consensus, unanimous, judgeCodes };
}

describe("agreement dashboard on the paper's benchmark", () => {
  const { coded, consensus, unanimous, judgeCodes } = setup();

  it("builds Table 5: bugs, patches, unanimous share, α, weighted κ and consensus counts for full and clear", () => {
    const { full, clear } = computeBenchmarkColumns({
      coded,
      consensus: consensus.label,
      unanimous,
    });
    expect(full).toMatchObject({ bugs: 48, patches: 115, unanimous: 81, valid: 44, invalid: 71 });
    expect(full.unanimousShare).toBe(81 / 115);
    // Σo_cc = 81·3 + 34·1 = 277, n_V = 148, n_I = 197, n = 345: α = (344·277 − 60368)/(345·344 − 60368).
    expect(full.alpha).toBeCloseTo(34920 / 58312, 14);
    // Rater 0 dissents on 3 VALID and 9 INVALID disputed patches: VV 41, VI 3, IV 9, II 62, κ = 5030/6410.
    // Raters 1 and 2 dissent on 3 VALID and 8 INVALID: VV 41, VI 3, IV 8, II 63, κ = 5118/6383. Equal weights.
    expect(full.weightedKappa).toBeCloseTo((5030 / 6410 + (2 * 5118) / 6383) / 3, 12);
    expect(clear).toEqual({
      bugs: 41,
      patches: 81,
      unanimousShare: 1,
      unanimous: 81,
      alpha: 1,
      weightedKappa: 1,
      valid: 35,
      invalid: 46,
      other: 0,
      tied: 0,
    });
  });

  it("reports the human figures with bootstrap intervals that bracket them, the same for the same seed", () => {
    const human = computeHumanAgreement({
      coded,
      consensus,
      raterNames: new Map([["R1", "Ana"]]),
      bootstrap,
    });
    expect(human).toMatchObject({
      items: 115,
      raters: 3,
      ratings: 345,
      missingRatings: 0,
      fleissReason: null,
      unanimous: { items: 81, of: 115 },
    });
    expect(human.krippendorffAlpha.value).toBeCloseTo(34920 / 58312, 14);
    // AC1 by hand: 81 unanimous items agree on every pair, 34 split 2–1 on a third of the pairs;
    // π_VALID = 148/345, p_e = 2·π·(1 − π); PABAK = 2·p_a − 1.
    const pa = (81 + 34 / 3) / 115;
    const pe = (2 * 148 * 197) / 345 ** 2;
    expect(human.gwetAc1.value).toBeCloseTo((pa - pe) / (1 - pe), 12);
    expect(human.pabak.value).toBeCloseTo(2 * pa - 1, 12);
    for (const e of [
      human.gwetAc1,
      human.pabak,
      human.fleissKappa,
      human.krippendorffAlpha,
      human.unanimousShare,
      human.weightedKappa,
    ]) {
      expect(e.low!).toBeLessThan(e.value!);
      expect(e.high!).toBeGreaterThan(e.value!);
    }
    expect(human.pairwise.map((p) => [p.aName, p.bName, p.n])).toEqual([
      ["Ana", "R2", 115],
      ["Ana", "R3", 115],
      ["R2", "R3", 115],
    ]);
    expect(human.raterRows[0]).toMatchObject({
      key: "R1",
      name: "Ana",
      rated: 115,
      missing: 0,
      compared: 115,
      agreement: 103 / 115,
      weight: 1 / 3,
    });
    expect(human.raterRows[0]!.kappa).toBeCloseTo(5030 / 6410, 12);
    expect(human.consensus).toEqual({
      adjudicated: 0,
      unanimous: 81,
      majority: 34,
      single: 0,
      tie: 0,
      unrated: 0,
    });
    expect(computeHumanAgreement({ coded, consensus, raterNames: new Map(), bootstrap })).toEqual({
      ...human,
      pairwise: expect.anything(),
      raterRows: expect.anything(),
      groups: expect.anything(),
    });
    const other = computeHumanAgreement({
      coded,
      consensus,
      raterNames: new Map(),
      bootstrap: { ...bootstrap, seed: 2 },
    });
    expect(other.krippendorffAlpha.low).not.toBe(human.krippendorffAlpha.low);
  });

  it("reproduces Table 6's golden-rubric column with intervals, the 14 of 22 false positives, and the bug-type split", () => {
    const judge = computeJudgeAgreement({
      coded,
      consensus: consensus.label,
      unanimous,
      judge: judgeCodes,
      run,
      bootstrap,
    });
    const f = judge.full;
    expect(f).toMatchObject({ n: 115, tp: 41, fn: 3, fp: 22, tn: 49 });
    // AC1 by hand from the 2×2 table: p_o = 90/115, π_VALID = (63 + 44)/230.
    const pi = 107 / 230;
    const pe = 2 * pi * (1 - pi);
    expect(f.ac1.value).toBeCloseTo((90 / 115 - pe) / (1 - pe), 12);
    expect(f.pabak.value).toBeCloseTo((2 * 90) / 115 - 1, 12);
    expect(
      [f.kappa, f.accuracy, f.precision, f.recall, f.f1, f.npv].map((e) => round2(e.value)),
    ).toEqual([0.57, 0.78, 0.65, 0.93, 0.77, 0.94]);
    const c = judge.clear;
    expect(c).toMatchObject({ n: 81, tp: 33, fn: 2, fp: 8, tn: 38 });
    expect([c.kappa, c.precision, c.recall, c.f1, c.npv].map((e) => round2(e.value))).toEqual([
      0.75, 0.8, 0.94, 0.87, 0.95,
    ]);
    expect(c.accuracy.value).toBe(71 / 81);
    for (const key of [
      "kappa",
      "accuracy",
      "precision",
      "recall",
      "f1",
      "npv",
      "specificity",
    ] as const) {
      expect(f[key].low!).toBeLessThanOrEqual(f[key].value!);
      expect(f[key].high!).toBeGreaterThanOrEqual(f[key].value!);
    }
    expect(judge.falsePositives).toEqual({ total: 22, onDisputed: 14, disputed: 34 });
    expect(judge.unjudged).toBe(0);
    expect(judge.byBugType).toEqual([
      {
        bugType: "C++",
        patches: 108,
        tp: 41,
        fp: 22,
        fn: 3,
        tn: 42,
        accuracy: 83 / 108,
        kappa: expect.any(Number),
        precision: 41 / 63,
        recall: 41 / 44,
      },
      {
        bugType: "Go",
        patches: 7,
        tp: 0,
        fp: 0,
        fn: 0,
        tn: 7,
        accuracy: 1,
        kappa: null,
        precision: null,
        recall: null,
      },
    ]);
  });

  it("leaves patches without a judge label out and counts them", () => {
    const partial = Int32Array.from(judgeCodes, (l, i) => (i < 5 ? -1 : l));
    const judge = computeJudgeAgreement({
      coded,
      consensus: consensus.label,
      unanimous,
      judge: partial,
      run,
      bootstrap,
    });
    expect(judge.unjudged).toBe(5);
    expect(judge.full.n).toBe(110);
    // The first five items (by bug, then patch id) hold three true positives.
    expect(judge.full.tp).toBe(38);
  });
});

describe("codeCampaignLabels", () => {
  it("puts VALID first, codes missing labels −1, keeps every campaign patch as an item and codes recorded consensus", () => {
    const coded = codeCampaignLabels({
      ratings: [
        { item: "a", rater: "z", label: "UNSURE" },
        { item: "a", rater: "y", label: "INVALID" },
        { item: "b", rater: "y", label: "VALID" },
      ],
      adjudicated: new Map([["a", "INVALID"]]),
      patches: new Map([
        ["a", { bugId: "B1", bugType: "Go" }],
        ["b", { bugId: "B1", bugType: "Go" }],
        ["c", { bugId: "B2", bugType: null }],
      ]),
      missing: ["UNSURE"],
    });
    expect(coded.labels).toEqual(["VALID", "INVALID", "UNSURE"]);
    expect(coded.items).toEqual(["a", "b", "c"]);
    expect(coded.raters).toEqual(["y", "z"]);
    // Ratings by item, then rater key.
    expect([...coded.ratings.label]).toEqual([1, -1, 0]);
    expect([...coded.ratings.rater]).toEqual([0, 1, 0]);
    expect([...coded.adjudicated]).toEqual([1, -1, -1]);
    expect(coded.bugs).toEqual(["B1", "B1", "B2"]);
    expect(coded.missingRatings).toBe(1);
    const asCategory = codeCampaignLabels({
      ratings: [{ item: "a", rater: "z", label: "UNSURE" }],
      adjudicated: new Map(),
      patches: new Map(),
      missing: [],
    });
    expect([...asCategory.ratings.label]).toEqual([2]);
  });

  it("orders items by bug and patch external ids and ratings by item and rater, whatever order the rows come in", () => {
    const patches = new Map([
      ["id-3", { bugId: "B2", bugType: null, patchId: "p1" }],
      ["id-1", { bugId: "B1", bugType: null, patchId: "p9" }],
      ["id-2", { bugId: "B1", bugType: null, patchId: "p2" }],
    ]);
    const ratings = [
      { item: "id-1", rater: "r2", label: "VALID" },
      { item: "id-3", rater: "r1", label: "INVALID" },
      { item: "id-2", rater: "r2", label: "INVALID" },
      { item: "id-1", rater: "r1", label: "INVALID" },
    ];
    const code = (order: number[]) =>
      codeCampaignLabels({
        ratings: order.map((k) => ratings[k]!),
        adjudicated: new Map(),
        patches: new Map([...patches].sort(() => (order[0] === 0 ? 1 : -1))),
        missing: ["UNSURE"],
      });
    const a = code([0, 1, 2, 3]);
    const b = code([3, 2, 1, 0]);
    expect(a.items).toEqual(["id-2", "id-1", "id-3"]);
    expect(a.bugs).toEqual(["B1", "B1", "B2"]);
    expect([...a.ratings.item]).toEqual([0, 1, 1, 2]);
    expect([...a.ratings.rater]).toEqual([1, 0, 1, 0]);
    expect(b).toEqual(a);
  });
});

describe("one unanimous definition per label setting, and Table 5's columns adding up", () => {
  // Three raters; p4's plurality is UNSURE, p5 ties VALID/INVALID once UNSURE counts.
  const rows: [string, string, string, string][] = [
    ["p1", "VALID", "VALID", "VALID"],
    ["p2", "INVALID", "INVALID", "UNSURE"],
    ["p3", "VALID", "INVALID", "INVALID"],
    ["p4", "UNSURE", "UNSURE", "INVALID"],
    ["p5", "VALID", "INVALID", "UNSURE"],
  ];
  const codeWith = (missing: string[]) => {
    const coded = codeCampaignLabels({
      ratings: rows.flatMap(([item, ...labels]) =>
        labels.map((label, r) => ({ item, rater: `r${r}`, label })),
      ),
      adjudicated: new Map(),
      patches: new Map(rows.map(([item]) => [item, { bugId: item, bugType: null }])),
      missing,
    });
    const consensus = deriveConsensus({ ratings: coded.ratings });
    const { unanimous } = markUnanimousItems({ ratings: coded.ratings });
    const human = computeHumanAgreement({ coded, consensus, raterNames: new Map(), bootstrap });
    const columns = computeBenchmarkColumns({ coded, consensus: consensus.label, unanimous });
    return { human, columns };
  };

  it("UNSURE missing: p1, p2 and p4 (one counted label left: single) — unanimous = ≥ 2 counted labels alike", () => {
    const { human, columns } = codeWith(["UNSURE"]);
    // p1 VVV and p2 II (UNSURE dropped) are unanimous; p4 keeps one counted label; p5 ties.
    expect(human.unanimous).toEqual({
      items: 2,
      of: 4,
      rule: "≥ 2 counted labels, all the same (UNSURE treated as missing)",
    });
    expect(human.consensus).toMatchObject({ unanimous: 2, majority: 1, single: 1, tie: 1 });
    expect(columns.full).toMatchObject({ patches: 4, valid: 1, invalid: 3, other: 0, tied: 1 });
  });

  it("UNSURE counted: only p1 is unanimous (as at the reveal), p4's UNSURE plurality is its own column", () => {
    const { human, columns } = codeWith([]);
    expect(human.unanimous).toEqual({
      items: 1,
      of: 5,
      rule: "≥ 2 counted labels, all the same (every label counted, UNSURE included)",
    });
    expect(human.consensus).toMatchObject({ unanimous: 1, majority: 3, single: 0, tie: 1 });
    // p1 VALID; p2, p3 INVALID; p4 UNSURE; p5 tied (three ways) and left out.
    expect(columns.full).toMatchObject({ patches: 4, valid: 1, invalid: 2, other: 1, tied: 1 });
    expect(columns.full.valid + columns.full.invalid + columns.full.other).toBe(
      columns.full.patches,
    );
    expect(columns.clear).toMatchObject({ patches: 1, other: 0, tied: 0 });
  });
});
