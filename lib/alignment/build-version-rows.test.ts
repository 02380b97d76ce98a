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
