import { describe, expect, it } from "vitest";
import { buildVersionRows } from "./build-version-rows";
import { computeAlignmentMetrics } from "./compute-alignment-metrics";

const row = (version: number, pairs: [string, string][] | null) => ({
  configId: `c${version}`,
  version,
  description: "",
  reference: "golden",
  provider: "openai",
  model: "m",
  run: pairs
    ? { id: `r${version}`, status: "completed", createdAt: new Date(0), results: 1 }
    : null,
  metrics: pairs
    ? computeAlignmentMetrics({ pairs: pairs.map(([judge, consensus]) => ({ judge, consensus })) })
    : null,
});

describe("buildVersionRows", () => {
  it("sorts versions and takes each delta from the nearest lower version with metrics", () => {
    const rows = buildVersionRows({
      versions: [
        row(3, [
          ["VALID", "VALID"],
          ["INVALID", "INVALID"],
        ]),
        row(2, null),
        row(1, [
          ["VALID", "VALID"],
          ["VALID", "INVALID"],
        ]),
      ],
    });
    expect(rows.map((r) => r.version)).toEqual([1, 2, 3]);
    expect(rows[0]!.delta).toBeNull();
    expect(rows[1]).toMatchObject({ delta: null, previousVersion: null });
    // v1: tp 1, fp 1: accuracy 1/2, precision 1/2, recall 1, κ 0; v3: all right, κ 1.
    expect(rows[2]!.previousVersion).toBe(1);
    expect(rows[2]!.delta).toEqual({ kappa: 1, precision: 0.5, recall: 0, accuracy: 0.5 });
  });

  it("leaves a delta null where a metric is undefined on either side", () => {
    const rows = buildVersionRows({
      versions: [row(1, [["INVALID", "INVALID"]]), row(2, [["VALID", "VALID"]])],
    });
    // v1 has no positive prediction (precision undefined) and no positive item (recall, κ).
    expect(rows[1]!.delta).toEqual({ kappa: null, precision: null, recall: null, accuracy: 0 });
  });
});

describe("buildVersionRows: with and without project rules", () => {
  const pairs: [string, string][] = [["VALID", "VALID"]];
  const ruled = (version: number, rulesVersion: number | null, settings: string) => {
    const r = row(version, pairs);
    return {
      ...r,
      settings,
      rules: rulesVersion ? "current" : "none",
      run: { ...r.run!, rulesVersion },
    };
  };

  it("marks a version that differs from the previous one only in the rules its run carried", () => {
    const rows = buildVersionRows({
      versions: [
        ruled(1, null, "same"),
        ruled(2, 3, "same"),
        ruled(3, 3, "same"),
        ruled(4, 4, "other"),
      ],
    });
    expect(rows.map((r) => r.onlyRulesDiffer)).toEqual([false, true, false, false]);
    expect(rows[1]!.run?.rulesVersion).toBe(3);
    expect(rows[0]!.rules).toBe("none");
    expect(rows.some((r) => "settings" in r)).toBe(false);
  });
});
