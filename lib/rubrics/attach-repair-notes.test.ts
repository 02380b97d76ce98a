import { describe, expect, it } from "vitest";
import { attachRepairNotes } from "./attach-repair-notes";

const DRAFT = "# Rubric\n\n## Requirements\n- A\n- B\n";
// The golden version already changed "- B" (justified by engineer A).
const PARENT = "# Rubric\n\n## Requirements\n- A\n- B only on write\n";

describe("attachRepairNotes", () => {
  it("notes a new region, relative to the draft, with the proposal's justification and theme", () => {
    const proposed = `${PARENT}- C: accept any bound check\n`;
    const regions = attachRepairNotes({
      draft: DRAFT,
      parent: PARENT,
      proposed,
      parentEdits: [],
      edits: [
        {
          before: "",
          after: "- C: accept any bound check",
          justification: "P2 was valid per the raters",
          theme: "overfitting",
        },
      ],
      label: "LLM repair proposal: ",
    });
    expect(regions).toHaveLength(1);
    // Relative to the draft: "- B" became "- B only on write" + "- C…", one modification.
    expect(regions[0]).toMatchObject({
      type: "modification",
      beforeText: "- B\n",
      themes: ["overfitting"],
      justification: "LLM repair proposal: P2 was valid per the raters",
    });
  });

  it("keeps the parent's notes for the earlier edits a region covers, and pairs unmatched changes by order", () => {
    const parentEdit = {
      baseStart: DRAFT.indexOf("- B"),
      baseEnd: DRAFT.length,
      justification: "narrowed by A",
      themes: ["scope" as const],
    };
    const proposed = "# Rubric v2\n\n## Requirements\n- A\n- B only on write\n";
    const regions = attachRepairNotes({
      draft: DRAFT,
      parent: PARENT,
      proposed,
      parentEdits: [parentEdit],
      edits: [{ before: "x", after: "y", justification: "retitled", theme: "standardization" }],
      label: "",
    });
    expect(regions.map((r) => [r.beforeText, r.justification, r.themes])).toEqual([
      ["# Rubric\n", "retitled", ["standardization"]],
      ["- B\n", "narrowed by A", ["scope"]],
    ]);
  });

  it("states a reason given by two identical proposed edits once", () => {
    const same = { before: "", after: "- C", justification: "why", theme: "scope" as const };
    const regions = attachRepairNotes({
      draft: DRAFT,
      parent: DRAFT,
      proposed: `${DRAFT}- C\n`,
      parentEdits: [],
      edits: [same, { ...same }],
      label: "LLM repair proposal: ",
    });
    expect(regions.map((r) => [r.justification, r.themes])).toEqual([
      ["LLM repair proposal: why", ["scope"]],
    ]);
  });

  it("leaves a change nothing explains without a justification", () => {
    const proposed = "# Other\n\n## Requirements\n- A\n- B only on write\n- Z\n";
    const regions = attachRepairNotes({
      draft: DRAFT,
      parent: PARENT,
      proposed,
      parentEdits: [],
      edits: [
        { before: "", after: "- Q", justification: "q", theme: "scope" },
        { before: "", after: "- R", justification: "r", theme: "scope" },
        { before: "", after: "- S", justification: "s", theme: "scope" },
      ],
      label: "",
    });
    expect(regions[0]).toMatchObject({ justification: "", themes: [] });
  });
});
