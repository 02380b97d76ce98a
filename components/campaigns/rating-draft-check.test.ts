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
});
