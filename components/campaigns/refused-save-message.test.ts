import { describe, expect, it } from "vitest";
import { ApiError } from "@/components/query/fetch-json";
import { REASSIGNED_MESSAGE, refusedSaveMessage } from "./refused-save-message";

describe("the rating form's message when a save fails", () => {
  it("says a refusal is final and that what was typed stays", () => {
    const phase = new ApiError(
      409,
      "CONFLICT",
      "Labels are final: the lead has opened the reveal phase.",
    );
    expect(refusedSaveMessage(phase)).toBe(
      "Not saved: Labels are final: the lead has opened the reveal phase. Your label and justification stay in the form so you can copy them, but this item can no longer be submitted.",
    );
    expect(refusedSaveMessage(new ApiError(403, "FORBIDDEN", "You do not rate here."))).toMatch(
      /^Not saved: You do not rate here\. .*can no longer be submitted\.$/,
    );
  });

  it("says an item reassigned away (404) is no longer in the queue, and that the draft is kept", () => {
    const message = refusedSaveMessage(new ApiError(404, "NOT_FOUND", "Item not found."));
    expect(message).toBe(REASSIGNED_MESSAGE);
    expect(message).toMatch(
      /^Not saved: this item is no longer in your queue \(the lead reassigned/,
    );
    expect(message).toContain("stays in the form and in this browser tab");
    expect(message).not.toContain("Item not found");
  });

  it("says a label saved meanwhile in another tab is why, not that the item is closed", () => {
    const conflict = new ApiError(409, "CONFLICT", "This rating was saved again …", [], {
      reason: "rating-changed",
      current: {
        label: "VALID",
        grade: null,
        dimensionGrades: null,
        justification: "",
        checklist: [],
        updatedAt: "2025-01-02T03:04:05.678Z",
      },
    });
    expect(refusedSaveMessage(conflict)).toBe(
      "Not saved: this label was saved in another tab or window since you opened it.",
    );
  });

  it("passes any other error on as it is", () => {
    expect(refusedSaveMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(refusedSaveMessage(new ApiError(500, "INTERNAL", "Something failed."))).toBe(
      "Something failed.",
    );
  });
});
