import { describe, expect, it } from "vitest";
import { describeAllSettled, describeEmptyAdjudication } from "./adjudication-end";

const counts = (hidden: number, patches: number, unanimous: number, unrated: number) => ({
  hidden,
  summary: { patches, unanimous, unrated },
});

describe("the adjudication page with no disputed patch", () => {
  it("says every rated patch was unanimous only when nothing is unrated or hidden", () => {
    expect(describeEmptyAdjudication(counts(0, 3, 3, 0))).toBe(
      "No disagreements: every rated patch was unanimous.",
    );
  });

  it("names the patches with no rating", () => {
    expect(describeEmptyAdjudication(counts(0, 3, 2, 1))).toBe(
      "No disagreements among the patches you can see (2 unanimous, 1 patch with no rating).",
    );
    expect(describeEmptyAdjudication(counts(0, 2, 0, 2))).toBe(
      "No disagreements among the patches you can see (0 unanimous, 2 patches with no rating).",
    );
  });

  it("names the patches hidden from the lead, without a word on whether they are disputed", () => {
    expect(describeEmptyAdjudication(counts(2, 1, 1, 0))).toBe(
      "No disagreements among the patches you can see (1 unanimous). 2 patches are hidden from you while you label them in another campaign.",
    );
    expect(describeEmptyAdjudication(counts(1, 0, 0, 0))).toBe(
      "Nothing to adjudicate that you can see: 1 patch is hidden from you while you label it in another campaign.",
    );
    expect(describeEmptyAdjudication(counts(0, 0, 0, 0))).toBe("This campaign has no patches.");
  });
});

describe("the adjudication page once every listed dispute is settled", () => {
  it("offers to close when nothing is hidden", () => {
    expect(describeAllSettled({ hidden: 0 })).toMatchObject({
      title: "All disputes settled.",
      canClose: true,
    });
  });

  it("does not offer to close with patches hidden, and says who can", () => {
    expect(describeAllSettled({ hidden: 3 })).toEqual({
      title: "All disputes you can see are settled.",
      note: "3 patches are hidden from you while you label them in another campaign, so you cannot close this campaign: another lead can, or you can once that campaign is revealed.",
      canClose: false,
    });
  });
});
