import { describe, expect, it } from "vitest";
import { orderQueue } from "./order-queue";

const ids = Array.from({ length: 40 }, (_, i) => `p${i}`);

describe("orderQueue", () => {
  it("numbers every patch once, from start, in a stable order", () => {
    const a = orderQueue({ seed: "c1", raterId: "r1", patchIds: ids, start: 5 });
    expect(a.map((x) => x.position)).toEqual(ids.map((_, i) => 5 + i));
    expect(new Set(a.map((x) => x.patchId))).toEqual(new Set(ids));
    expect(
      orderQueue({ seed: "c1", raterId: "r1", patchIds: [...ids].reverse(), start: 5 }),
    ).toEqual(a);
  });

  it("gives different raters different orders", () => {
    const a = orderQueue({ seed: "c1", raterId: "r1", patchIds: ids, start: 0 }).map(
      (x) => x.patchId,
    );
    const b = orderQueue({ seed: "c1", raterId: "r2", patchIds: ids, start: 0 }).map(
      (x) => x.patchId,
    );
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(ids);
  });
});
