import { describe, expect, it } from "vitest";
import { humanizeErrorMessage } from "./humanize-error-message";

describe("humanizeErrorMessage", () => {
  it("labels each field error of a 422 answer", () => {
    expect(
      humanizeErrorMessage({
        message: "raterIds: is required; ratersPerPatch: must be at least 1",
        fields: [
          { path: "raterIds", message: "is required" },
          { path: "ratersPerPatch", message: "must be at least 1" },
        ],
      }),
    ).toBe("Raters: is required; Raters per patch: must be at least 1");
  });

  it("labels a domain message that starts with a field's path", () => {
    expect(
      humanizeErrorMessage({ message: "raterIds: 3 raters per patch needs at least 3 raters." }),
    ).toBe("Raters: 3 raters per patch needs at least 3 raters.");
    expect(humanizeErrorMessage({ message: "selection: no patch matches this selection." })).toBe(
      "Patches: no patch matches this selection.",
    );
  });

  it("leaves other messages alone", () => {
    for (const message of [
      "Sign in to continue.",
      "Note: the run is paused.",
      "bugs.jsonl: line 3 is not JSON.",
      "tinyjson-17: no such bug.",
      "http://127.0.0.1:3000 is unreachable",
    ])
      expect(humanizeErrorMessage({ message })).toBe(message);
  });
});
