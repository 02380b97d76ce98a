import { describe, expect, it } from "vitest";
import { majorityVote } from "./majority-vote";

describe("majorityVote", () => {
  it("returns the majority label and counts", () => {
    expect(majorityVote({ labels: ["VALID"] })).toEqual({
      label: "VALID",
      valid: 1,
      invalid: 0,
      tie: false,
    });
    expect(majorityVote({ labels: ["VALID", "INVALID", "VALID"] })).toEqual({
      label: "VALID",
      valid: 2,
      invalid: 1,
      tie: false,
    });
    expect(majorityVote({ labels: ["INVALID", "INVALID", "VALID"] })).toEqual({
      label: "INVALID",
      valid: 1,
      invalid: 2,
      tie: false,
    });
  });

  it("resolves a tie to INVALID", () => {
    expect(majorityVote({ labels: ["VALID", "INVALID"] })).toEqual({
      label: "INVALID",
      valid: 1,
      invalid: 1,
      tie: true,
    });
  });

  it("is null for no samples", () => {
    expect(majorityVote({ labels: [] })).toBeNull();
  });
});
