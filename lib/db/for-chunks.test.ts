import { describe, expect, it } from "vitest";
import { forChunks, MAX_BOUND_VALUES } from "./for-chunks";

describe("forChunks", () => {
  it("runs consecutive slices one after the other and returns their results in order", async () => {
    const seen: number[][] = [];
    let running = 0;
    const out = await forChunks({
      items: Array.from({ length: 2_001 }, (_, i) => i),
      run: async (chunk) => {
        expect(++running).toBe(1);
        seen.push(chunk);
        await new Promise((r) => setTimeout(r, 1));
        running -= 1;
        return chunk.length;
      },
    });
    expect(out).toEqual([MAX_BOUND_VALUES, MAX_BOUND_VALUES, 2_001 - 2 * MAX_BOUND_VALUES]);
    expect(seen.flat()).toEqual(Array.from({ length: 2_001 }, (_, i) => i));
  });

  it("takes a smaller size for statements binding several values per item, and runs nothing for no items", async () => {
    expect(await forChunks({ items: [1, 2, 3, 4, 5], size: 2.5, run: async (c) => c })).toEqual([
      [1, 2],
      [3, 4],
      [5],
    ]);
    expect(await forChunks({ items: [], run: async () => 1 })).toEqual([]);
  });
});
