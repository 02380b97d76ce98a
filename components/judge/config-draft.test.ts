import { describe, expect, it } from "vitest";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { changeDraft, draftInput, EMPTY_DRAFT, sameDraft } from "./config-draft";

describe("changeDraft", () => {
  it("clears 'per requirement' when the reference changes, so it is not carried along", () => {
    const ticked = changeDraft(EMPTY_DRAFT, { perRequirement: true });
    expect(ticked.perRequirement).toBe(true);
    const freeform = changeDraft(ticked, { reference: "freeform" });
    expect(freeform.perRequirement).toBe(false);
    expect(changeDraft(freeform, { reference: "golden" }).perRequirement).toBe(false);
    expect(draftInput(changeDraft(ticked, { reference: "draft" }))).not.toHaveProperty(
      "perRequirement",
    );
  });

  it("returns the reference to the default when leaving the baseline", () => {
    const baseline = changeDraft({ ...EMPTY_DRAFT, model: "gpt-4.1" }, { provider: "baseline" });
    expect(baseline).toMatchObject({ reference: "ground_truth", model: "" });
    const back = changeDraft(baseline, { provider: "openai" });
    expect(back.reference).toBe("golden");
    expect(draftInput(back).reference).toBe("golden");
  });

  it("clears the model with the provider, and the spec writer away from fix_spec", () => {
    const spec = changeDraft(
      { ...EMPTY_DRAFT, provider: "openai", model: "gpt-4.1" },
      { reference: "fix_spec", specWriter: "offline" },
    );
    expect(spec).toMatchObject({ model: "gpt-4.1", specWriter: "offline" });
    expect(changeDraft(spec, { reference: "report_only" }).specWriter).toBe("llm");
    expect(changeDraft(spec, { provider: "anthropic" }).model).toBe("");
  });

  it("keeps unrelated fields", () => {
    const d = changeDraft({ ...EMPTY_DRAFT, name: "n", samples: "5" }, { reference: "draft" });
    expect(d).toMatchObject({ name: "n", samples: "5" });
  });
});

describe("sameDraft", () => {
  it("is true for equal values, false for any field typed or chosen since", () => {
    expect(sameDraft(EMPTY_DRAFT, { ...EMPTY_DRAFT })).toBe(true);
    expect(sameDraft(EMPTY_DRAFT, { ...EMPTY_DRAFT, name: "Golden" })).toBe(false);
    expect(sameDraft(EMPTY_DRAFT, { ...EMPTY_DRAFT, perRequirement: true })).toBe(false);
    expect(sameDraft(EMPTY_DRAFT, { ...EMPTY_DRAFT, description: " " })).toBe(false);
  });

  it("compares the scale by value", () => {
    const graded = { ...EMPTY_DRAFT, scale: DEFAULT_GRADED_SCALE };
    expect(
      sameDraft(graded, { ...EMPTY_DRAFT, scale: structuredClone(DEFAULT_GRADED_SCALE) }),
    ).toBe(true);
    expect(sameDraft(graded, EMPTY_DRAFT)).toBe(false);
  });
});
