import { describe, expect, it } from "vitest";
import { computeBinaryMetrics } from "./compute-binary-metrics";
import { computeTableAgreement } from "./compute-table-agreement";
import { createRandom } from "./create-random";
import { BINARY_METRIC_SLOTS, writeBinaryMetrics } from "./write-binary-metrics";

function reference(tp: number, fp: number, fn: number, tn: number) {
  const m = computeBinaryMetrics({ tp, fp, fn, tn });
  const t = computeTableAgreement({
    counts: [
      [tp, fp],
      [fn, tn],
    ],
  });
  const all: Record<string, number | null> = { ...m, ac1: t.ac1, pabak: t.pabak };
  return BINARY_METRIC_SLOTS.map((name) => all[name]!);
}

describe("writeBinaryMetrics", () => {
  it("gives computeBinaryMetrics' and computeTableAgreement's numbers bit for bit", () => {
    const random = createRandom({ seed: 11 });
    const tables: number[][] = [];
    for (let tp = 0; tp < 7; tp++)
      for (let fp = 0; fp < 7; fp++)
        for (let fn = 0; fn < 7; fn++) for (let tn = 0; tn < 7; tn++) tables.push([tp, fp, fn, tn]);
    for (let k = 0; k < 2000; k++) tables.push([0, 0, 0, 0].map(() => Math.floor(random() * 400)));
    const counts = new Int32Array(4);
    const out = new Float64Array(BINARY_METRIC_SLOTS.length);
    for (const table of tables) {
      counts.set(table);
      writeBinaryMetrics({ counts, out });
      const got = [...out].map((v) => (Number.isNaN(v) ? null : v));
      const want = reference(table[0]!, table[1]!, table[2]!, table[3]!);
      got.forEach((v, n) =>
        expect(Object.is(v, want[n]), `${BINARY_METRIC_SLOTS[n]} of ${table}`).toBe(true),
      );
    }
  });
});
