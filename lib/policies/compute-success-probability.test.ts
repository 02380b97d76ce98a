import { describe, expect, it } from "vitest";
import { computeSuccessProbability } from "./compute-success-probability";

const entry = (token: string, logprob: number, top: [string, number][] = []) => ({
  token,
  logprob,
  top_logprobs: top.map(([t, l]) => ({ token: t, logprob: l })),
});
const score = (entries: unknown[]) =>
  computeSuccessProbability({ logprobs: JSON.stringify(entries) });

describe("computeSuccessProbability", () => {
  it("is the probability of the success token at the first position", () => {
    expect(
      score([
        entry("success", Math.log(0.8), [
          ["success", Math.log(0.8)],
          ["failure", Math.log(0.2)],
        ]),
      ]),
    ).toBeCloseTo(0.8, 12);
    // The model answered failure; success is its second choice.
    expect(
      score([
        entry("failure", Math.log(0.7), [
          ["failure", Math.log(0.7)],
          ["success", Math.log(0.3)],
        ]),
      ]),
    ).toBeCloseTo(0.3, 12);
    // Case, spaces, quotes and a split token ("Succ" + "ess") still count.
    expect(score([entry(" Success", Math.log(0.6))])).toBeCloseTo(0.6, 12);
    expect(score([entry('"succ', Math.log(0.55)), entry("ess", -0.01)])).toBeCloseTo(0.55, 12);
  });

  it("is 0 when success is not among the alternatives, null without log-probs", () => {
    expect(
      score([
        entry("failure", -0.01, [
          ["failure", -0.01],
          ["fail", -5],
        ]),
      ]),
    ).toBe(0);
    expect(score([entry("su", -0.1)])).toBe(0); // too short to be the word
    expect(computeSuccessProbability({ logprobs: null })).toBeNull();
    expect(computeSuccessProbability({ logprobs: "not json" })).toBeNull();
    expect(score([])).toBeNull();
  });
});
