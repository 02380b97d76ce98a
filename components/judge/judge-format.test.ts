import { describe, expect, it } from "vitest";
import { ApiError } from "@/components/query/fetch-json";
import {
  fieldError,
  formatConfidence,
  formatCost,
  formatEta,
  percent,
  splitIds,
} from "./judge-format";

describe("judge display helpers", () => {
  it("formats ETAs, costs and confidences", () => {
    expect(formatEta(null)).toBe("—");
    expect(formatEta(42)).toBe("42s");
    expect(formatEta(65)).toBe("1m 05s");
    expect(formatEta(3780)).toBe("1h 03m");
    expect(formatCost(null)).toBe("—");
    expect(formatCost(0)).toBe("$0.00");
    expect(formatCost(0.00123)).toBe("$0.0012");
    expect(formatCost(1.249)).toBe("$1.25");
    expect(formatConfidence(null)).toBe("—");
    expect(formatConfidence(0.8765)).toBe("0.88");
  });

  it("computes percentages without dividing by zero", () => {
    expect(percent(0, 0)).toBe(100);
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 4)).toBe(100);
  });

  it("splits id lists on commas and whitespace, without duplicates", () => {
    expect(splitIds(" a, b\nc  a,, ")).toEqual(["a", "b", "c"]);
    expect(splitIds("   ")).toEqual([]);
  });

  it("finds field errors in 422 answers and in 'path: message' errors", () => {
    const zod = new ApiError(422, "INVALID_INPUT", "model: is required", [
      { path: "model", message: "is required" },
      { path: "filter.bugTypes", message: "too short" },
    ]);
    expect(fieldError(zod, "model")).toBe("is required");
    expect(fieldError(zod, "filter")).toBe("too short");
    expect(fieldError(zod, "name")).toBeNull();
    const app = new ApiError(422, "INVALID_INPUT", "filter: no patch to judge.");
    expect(fieldError(app, "filter")).toBe("no patch to judge.");
    expect(fieldError(app, "configId")).toBeNull();
    expect(fieldError(null, "model")).toBeNull();
  });
});
