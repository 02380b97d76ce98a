import { describe, expect, it } from "vitest";
import { crashBugType } from "./crash-bug-type";
import { toBugInput } from "./to-import-rows";

describe("crashBugType", () => {
  it("takes ARVO's crash class, else the crash type without its access size", () => {
    expect(crashBugType({ row: { crashClass: "Heap-use-after-free" } })).toBe(
      "Heap-use-after-free",
    );
    expect(crashBugType({ row: { crashType: "Heap-buffer-overflow READ 4" } })).toBe(
      "Heap-buffer-overflow",
    );
    expect(crashBugType({ row: { crashType: "Stack-buffer-overflow WRITE {*}" } })).toBe(
      "Stack-buffer-overflow",
    );
    expect(crashBugType({ row: { crashClass: "UNKNOWN", crashType: "UNKNOWN READ" } })).toBeNull();
    expect(crashBugType({ row: {} })).toBeNull();
  });

  it("an imported ARVO row gets its crash class as bug type; an explicit bug type wins", () => {
    const row = {
      bugId: "arvo-1348",
      report: "Crash Type: Heap-buffer-overflow WRITE 8",
      groundTruthPatch: "--- a/x.c\n+++ b/x.c\n@@ -1 +1 @@\n-a\n+b\n",
      crashType: "Heap-buffer-overflow WRITE 8",
      crashClass: "Heap-buffer-overflow",
    };
    const read = (value: object) => {
      const r = toBugInput({ kind: "bugs", line: 1, value });
      if ("errors" in r) throw new Error(JSON.stringify(r.errors));
      return r.row;
    };
    expect(read(row).bugType).toBe("Heap-buffer-overflow");
    expect(read(row).metadata).toMatchObject({ crashClass: "Heap-buffer-overflow" });
    expect(read({ ...row, bugType: "Off-by-one" }).bugType).toBe("Off-by-one");
  });
});
