import "@/lib/test/test-db";
import { describe, expect, it, vi } from "vitest";
import { prisma, sql } from "@/lib/db/client";
import { loadCachedRows } from "./load-cached-rows";

const row = (id: string, requestHash: string, at: number, more: Record<string, unknown> = {}) => ({
  id,
  requestHash,
  purpose: "judge",
  provider: "compatible",
  model: "cache-rows",
  params: "{}",
  promptTemplate: "judge",
  promptVersion: "1",
  prompt: "{}",
  rawOutput: `{"n":"${id}"}`,
  createdAt: new Date(at),
  ...more,
});

describe("loadCachedRows", () => {
  it("answers lookups of one turn with one query: each hash its newest five successful rows", async () => {
    const t = Date.parse("2026-01-01T00:00:00Z");
    await prisma.llmCall.createMany({
      data: [
        ...Array.from({ length: 7 }, (_, i) => row(`a${i}`, "hash-a", t + i * 1000)),
        row("a-failed", "hash-a", t + 99_000, { error: "boom" }),
        row("a-empty", "hash-a", t + 98_000, { rawOutput: null }),
        row("b0", "hash-b", t),
      ],
    });
    const spy = vi.spyOn(sql, "query");
    const [a, b, none, a2] = await Promise.all([
      loadCachedRows({ requestHash: "hash-a" }),
      loadCachedRows({ requestHash: "hash-b" }),
      loadCachedRows({ requestHash: "hash-none" }),
      loadCachedRows({ requestHash: "hash-a" }),
    ]);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(a!.map((r) => r.id)).toEqual(["a6", "a5", "a4", "a3", "a2"]);
    expect(a2).toEqual(a);
    expect(b!.map((r) => r.id)).toEqual(["b0"]);
    expect(none).toEqual([]);
    // A later turn asks again.
    expect((await loadCachedRows({ requestHash: "hash-b" })).map((r) => r.id)).toEqual(["b0"]);
  });
});
