import { describe, expect, it } from "vitest";
import { bootstrapCi, bootstrapCis } from "./bootstrap-ci";

const mean = (values: readonly number[]) => (units: Int32Array) =>
  units.length === 0 ? null : units.reduce((s, u) => s + values[u]!, 0) / units.length;

describe("bootstrapCi", () => {
  const values = [0, 1, 1, 0, 1, 1, 1, 0, 1, 1, 0, 1];
  const groups = values.map((_v, u) => u); // one unit per group

  it("is reproducible for a seed and changes with it", () => {
    const spread = [0.3, 1.7, 2.2, 0.9, 3.1, 1.1, 2.8, 0.4, 1.9, 2.5, 0.2, 1.4];
    const a = bootstrapCi({ groups, statistic: mean(spread), seed: 7, replicates: 500 });
    const b = bootstrapCi({ groups, statistic: mean(spread), seed: 7, replicates: 500 });
    const c = bootstrapCi({ groups, statistic: mean(spread), seed: 8, replicates: 500 });
    expect(b).toEqual(a);
    expect([c.low, c.high]).not.toEqual([a.low, a.high]);
  });

  it("brackets the point estimate", () => {
    const ci = bootstrapCi({ groups, statistic: mean(values), seed: 1 });
    expect(ci.estimate).toBe(8 / 12);
    expect(ci.low!).toBeLessThan(8 / 12);
    expect(ci.high!).toBeGreaterThan(8 / 12);
    expect(ci).toMatchObject({ replicates: 2000, defined: 2000 });
  });

  it("resamples whole clusters: a drawn group brings all its units", () => {
    // Group "a" = unit 0 (value 0), group "b" = units 1–3 (value 1). Two groups are drawn per replicate,
    // so a replicate holds units {0,0}, {0,1,2,3} or {1,2,3,1,2,3}: its mean is 0, 3/4 or 1, never 1/2.
    const seen = new Set<string>();
    const ci = bootstrapCi({
      groups: ["a", "b", "b", "b"],
      seed: 3,
      replicates: 200,
      statistic: (units) => {
        seen.add([...units].sort().join(","));
        return mean([0, 1, 1, 1])(units);
      },
    });
    expect([...seen].sort()).toEqual(["0,0", "0,1,2,3", "1,1,2,2,3,3"]);
    expect(ci.low).toBe(0);
    expect(ci.high).toBe(1);
  });

  it("skips replicates whose statistic is undefined", () => {
    const ci = bootstrapCi({
      groups: [0, 1],
      seed: 5,
      replicates: 400,
      statistic: (units) => (units.every((u) => u === 0) ? null : 1),
    });
    expect(ci.defined).toBeGreaterThan(0);
    expect(ci.defined).toBeLessThan(400);
    expect([ci.low, ci.high]).toEqual([1, 1]);
  });

  it("gives several statistics of the same replicates at once, each as bootstrapCi would", () => {
    const a = [0.3, 1.7, 2.2, 0.9, 3.1, 1.1];
    const b = [1, 0, 1, 1, 0, 1];
    const groups = ["x", "x", "y", "z", "z", "w"];
    const both = bootstrapCis({
      groups,
      seed: 3,
      replicates: 300,
      statistics: (units) => ({ a: mean(a)(units), b: mean(b)(units) }),
    });
    expect(both.a).toEqual(bootstrapCi({ groups, seed: 3, replicates: 300, statistic: mean(a) }));
    expect(both.b).toEqual(bootstrapCi({ groups, seed: 3, replicates: 300, statistic: mean(b) }));
  });
});
