import { describe, expect, it } from "vitest";
import { ApiError } from "@/components/query/fetch-json";
import { refusedSaveMessage } from "./refused-save-message";

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

  it("passes any other error on as it is", () => {
    expect(refusedSaveMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(refusedSaveMessage(new ApiError(500, "INTERNAL", "Something failed."))).toBe(
      "Something failed.",
    );
  });
});
