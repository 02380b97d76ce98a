import { describe, expect, it } from "vitest";
import { formatRejectionThemes } from "./format-rejection-themes";
import { summarizeRejectionThemes } from "./summarize-rejection-themes";

describe("formatRejectionThemes", () => {
  it("prints the classifier, one line per theme with count, share and the paper's share, and an example", () => {
    const { themes, classified } = summarizeRejectionThemes({
      rows: [
        {
          theme: "not_addressing_root_cause",
          patch: "p1",
          sample: 0,
          justification: "Masks   the\nsymptom.",
        },
        { theme: "other", patch: "p2", sample: 0, justification: "x".repeat(150) },
      ],
    });
    const text = formatRejectionThemes({
      view: {
        runId: "r1",
        invalid: 2,
        classified,
        source: "offline",
        classifier: "offline-keywords",
        classifiedAt: null,
        themes,
        hidden: 0,
        origin: "internal",
        note: null,
      },
    });
    const lines = text.split("\n");
    expect(lines[0]).toBe(
      "Rejection themes of run r1: 2 INVALID verdicts, 2 classified by offline keyword matching (a heuristic, not an LLM).",
    );
    expect(text).toMatch(
      /Not Addressing Root Cause +1 +50\.0% +26\.6%\n {4}e\.g\. p1: Masks the symptom\.\n/,
    );
    expect(text).toMatch(/Incomplete Implementation +0 +0\.0% +7\.3%\n/);
    expect(text).toMatch(/Other +1 +50\.0% +—\n {4}e\.g\. p2: x{99}…$/);
  });

  it("says whose justifications an imported run's are, and how many patches are left out", () => {
    const text = formatRejectionThemes({
      view: {
        runId: "r2",
        invalid: 0,
        classified: 0,
        source: null,
        classifier: null,
        classifiedAt: null,
        themes: summarizeRejectionThemes({ rows: [] }).themes,
        hidden: 2,
        origin: "external",
        note: "Imported run: these are the justifications of the imported tool (x).",
      },
    });
    const lines = text.split("\n");
    expect(lines[1]).toBe("Imported run: these are the justifications of the imported tool (x).");
    expect(lines[2]).toBe(
      "2 patches of this run left out of every count: you are labelling them in a campaign.",
    );
  });
});
