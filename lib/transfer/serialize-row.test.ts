import { describe, expect, it } from "vitest";
import { serializeRow } from "./serialize-row";

describe("serializeRow", () => {
  it("writes dates as ISO strings, BigInt as strings and bytes as base64, leaving the rest and the key order alone", () => {
    const row = {
      id: "a",
      at: new Date("2024-05-01T10:00:00.123Z"),
      big: 9007199254740993n,
      bytes: new Uint8Array([1, 2, 255]),
      n: 1.5,
      none: null,
      ok: true,
    };
    const out = serializeRow({ row });
    expect(out).toEqual({
      id: "a",
      at: "2024-05-01T10:00:00.123Z",
      big: "9007199254740993",
      bytes: "AQL/",
      n: 1.5,
      none: null,
      ok: true,
    });
    expect(Object.keys(out)).toEqual(Object.keys(row));
  });
});
