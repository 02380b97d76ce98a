import { describe, expect, it } from "vitest";
import { ZPatchRow } from "./schemas";

const row = (authorLabel: unknown) => ({ patchId: "p", bugId: "b", patch: "x", authorLabel });

describe("a patch's authorLabel", () => {
  it("reads VALID/INVALID and the le2019 words Correct/Incorrect/Unknown, in any case", () => {
    const parsed = ["VALID", "invalid", "Correct", "Incorrect", "Unknown", "", null].map(
      (v) => ZPatchRow.parse(row(v)).authorLabel ?? null,
    );
    expect(parsed).toEqual(["VALID", "INVALID", "VALID", "INVALID", null, null, null]);
  });

  it("refuses any other word, naming what it accepts", () => {
    const result = ZPatchRow.safeParse(row("maybe"));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["authorLabel"]);
    expect(result.error?.issues[0]?.message).toMatch(/VALID or INVALID/);
  });
});
