import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RATING_LABELS } from "@/lib/campaigns/rating-labels";
import { ratingDraftCheck } from "./rating-draft-check";

// The zod schema the check replaces: it must accept and give back exactly the same.
const ZDraft = z.object({
  label: z.enum(RATING_LABELS).nullable(),
  justification: z.string(),
  checklist: z.array(z.number()),
});

describe("the stored rating draft's check", () => {
  it("accepts and returns what the zod schema did, and refuses what it refused", () => {
    const values: unknown[] = [
      { label: "VALID", justification: "ok", checklist: [0, 2] },
      { label: null, justification: "", checklist: [] },
      { label: "UNSURE", justification: "x", checklist: [1], extra: true },
      { label: "MAYBE", justification: "x", checklist: [] },
      { justification: "x", checklist: [] },
      { label: "VALID", justification: 3, checklist: [] },
      { label: "VALID", justification: "x", checklist: ["1"] },
      { label: "VALID", justification: "x", checklist: {} },
      { label: "VALID", justification: "x" },
      null,
      "VALID",
      [],
      42,
    ];
    for (const value of values) {
      const want = ZDraft.safeParse(value);
      const got = ratingDraftCheck.safeParse(value);
      expect(got.success, JSON.stringify(value)).toBe(want.success);
      if (got.success && want.success) expect(got.data).toEqual(want.data);
    }
  });

  it("keeps the base a draft started from (a date or null) and drops any other value", () => {
    const d = { label: "VALID", justification: "ok", checklist: [0] };
    const at = "2025-01-02T03:04:05.678Z";
    expect(ratingDraftCheck.safeParse({ ...d, base: at })).toEqual({
      success: true,
      data: { ...d, base: at },
    });
    expect(ratingDraftCheck.safeParse({ ...d, base: null })).toEqual({
      success: true,
      data: { ...d, base: null },
    });
    for (const base of [undefined, 5, {}])
      expect(ratingDraftCheck.safeParse({ ...d, base })).toEqual({ success: true, data: d });
  });
});
