import { describe, expect, it } from "vitest";
import { selectBenchmarkPatches, type TBenchmarkSample } from "./select-benchmark-patches";

function sample(
  patchId: string,
  bug: string,
  contentHash: string,
  testsPass: boolean | null,
  more: Partial<TBenchmarkSample> = {},
): TBenchmarkSample {
  return {
    patchId,
    bug,
    bugType: "data_race",
    contentHash,
    testsPass,
    tool: "t",
    model: "m",
    ...more,
  };
}

// Bug B1: four passing texts, hashes h1 < h2 < h3 < h4 (patches p1..p4).
const FOUR = ["1", "2", "3", "4"].map((n) => sample(`p${n}`, "B1", `h${n}`, true));

describe("selectBenchmarkPatches", () => {
  it("draws by a partial Fisher–Yates over the hash-sorted candidates, seeded per bug", () => {
    // mulberry32(FNV-1a("42\0B1")) gives 0.2380, 0.8340: j = 0 + ⌊0.238·4⌋ = 0 (no swap),
    // then j = 1 + ⌊0.834·3⌋ = 3: [p1, p4, p3, p2] → p1, p4.
    expect(selectBenchmarkPatches({ samples: FOUR, k: 2, seed: 42 }).patchIds).toEqual([
      "p1",
      "p4",
    ]);
    // Seed 1: 0.6191, 0.8036: j = 2 → [p3, p2, p1, p4]; j = 1 + 2 = 3 → [p3, p4, …].
    expect(selectBenchmarkPatches({ samples: FOUR, k: 2, seed: 1 }).patchIds).toEqual(["p3", "p4"]);
    // Seed 2: 0.3713, 0.6276: j = 1 → [p2, p1, p3, p4]; j = 1 + 1 = 2 → [p2, p3, …].
    expect(selectBenchmarkPatches({ samples: FOUR, k: 2, seed: 2 }).patchIds).toEqual(["p2", "p3"]);
  });

  it("is stable: same seed, same set, whatever the input order or other bugs", () => {
    const other = [sample("q1", "A0", "x1", true), sample("q2", "A0", "x2", true)];
    const a = selectBenchmarkPatches({ samples: FOUR, k: 2, seed: 42 }).patchIds;
    const b = selectBenchmarkPatches({ samples: [...other, ...FOUR].reverse(), k: 2, seed: 42 });
    expect(b.patchIds.filter((id) => id.startsWith("p"))).toEqual(a);
    expect(b.patchIds.slice(0, 1)).toEqual([expect.stringMatching(/^q/)]); // bug A0 before B1
    expect(selectBenchmarkPatches({ samples: FOUR, k: 2, seed: 42 }).patchIds).toEqual(a);
  });

  it("keeps one patch per content hash and counts samples, uniques, failing and unknown", () => {
    const samples = [
      sample("p1", "B1", "h1", true),
      sample("p1", "B1", "h1", true), // the same text sampled twice: one unique patch
      sample("p1", "B1", "h1", null),
      sample("p2", "B1", "h2", false), // fails the reproduction test
      sample("p3", "B1", "h3", null), // never tested: counted as unknown, never drawn
      sample("p4", "B1", "h4", true),
      sample("p4", "B1", "h4", false), // passed once, failed once: failing wins
      sample("p5", "B2", "h5", false, { bugType: "leak" }),
    ];
    const out = selectBenchmarkPatches({ samples, k: 3, seed: 9 });
    expect(out.patchIds).toEqual(["p1"]);
    expect(out.table).toEqual([
      {
        bugType: "data_race",
        bugs: 1,
        bugsWithPassing: 1,
        samples: 7,
        uniquePatches: 4,
        candidates: 1,
        unknown: 1,
        selected: 1,
      },
      {
        bugType: "leak",
        bugs: 1,
        bugsWithPassing: 0,
        samples: 1,
        uniquePatches: 1,
        candidates: 0,
        unknown: 0,
        selected: 0,
      },
    ]);
    expect(out.totals).toEqual({
      bugType: "Total",
      bugs: 2,
      bugsWithPassing: 1,
      samples: 8,
      uniquePatches: 5,
      candidates: 1,
      unknown: 1,
      selected: 1,
    });
  });

  it("takes every candidate when k exceeds them, and counts bugs that have no samples", () => {
    const out = selectBenchmarkPatches({
      samples: FOUR,
      bugs: [
        { bug: "B1", bugType: "data_race" },
        { bug: "B9", bugType: null },
      ],
      k: 10,
      seed: 5,
    });
    expect([...out.patchIds].sort()).toEqual(["p1", "p2", "p3", "p4"]);
    expect(out.table.map((r) => [r.bugType, r.bugs, r.bugsWithPassing, r.selected])).toEqual([
      ["data_race", 1, 1, 4],
      ["(no type)", 1, 0, 0],
    ]);
    expect(out.totals.selected).toBe(4);
  });

  it("filters samples by tool and model before deduplicating and testing", () => {
    const samples = [
      sample("p1", "B1", "h1", true, { tool: "agentA", model: "m1" }),
      sample("p2", "B1", "h2", true, { tool: "agentB", model: "m1" }),
      sample("p2", "B1", "h2", false, { tool: "agentA", model: "m2" }),
    ];
    const byTool = selectBenchmarkPatches({ samples, k: 5, seed: 1, tools: ["agentB"] });
    expect(byTool.patchIds).toEqual(["p2"]); // agentA's failing run of h2 is not counted
    expect(byTool.totals.samples).toBe(1);
    const byModel = selectBenchmarkPatches({ samples, k: 5, seed: 1, models: ["m2"] });
    expect(byModel.patchIds).toEqual([]);
    expect(byModel.totals).toMatchObject({ uniquePatches: 1, candidates: 0, bugs: 1 });
    expect(byModel.tools).toEqual(["agentA", "agentB"]); // offered choices ignore the filters
    expect(byModel.models).toEqual(["m1", "m2"]);
  });

  it("orders the table by bugs with a candidate, then selected patches, then name", () => {
    const samples = [
      sample("a", "X1", "1", true, { bugType: "zeta" }),
      sample("b", "X2", "2", true, { bugType: "zeta" }),
      sample("c", "Y1", "3", true, { bugType: "alpha" }),
      sample("d", "Y1", "4", true, { bugType: "alpha" }),
      sample("e", "Z1", "5", true, { bugType: "beta" }),
    ];
    const out = selectBenchmarkPatches({ samples, k: 3, seed: 0 });
    expect(out.table.map((r) => r.bugType)).toEqual(["zeta", "alpha", "beta"]);
  });

  it("refuses a k below 1", () => {
    expect(() => selectBenchmarkPatches({ samples: FOUR, k: 0, seed: 1 })).toThrow(/k must be/);
  });
});
