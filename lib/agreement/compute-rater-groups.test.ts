import { describe, expect, it } from "vitest";
import { deriveConsensus } from "@/lib/stats/derive-consensus";
import { codeCampaignLabels } from "./code-campaign-labels";
import { computeHumanAgreement } from "./compute-human-agreement";
import { computeRaterGroups } from "./compute-rater-groups";

// Raters a, b label p1 and p2; raters c, d, e label p3 and p4; the two groups never meet.
const ratings = [
  ["p1", "a", "VALID"],
  ["p1", "b", "VALID"],
  ["p2", "a", "VALID"],
  ["p2", "b", "INVALID"],
  ["p3", "c", "INVALID"],
  ["p3", "d", "INVALID"],
  ["p3", "e", "INVALID"],
  ["p4", "c", "INVALID"],
  ["p4", "d", "INVALID"],
  ["p4", "e", "UNSURE"],
].map(([item, rater, label]) => ({ item: item!, rater: rater!, label: label! }));
const coded = codeCampaignLabels({
  ratings,
  adjudicated: new Map(),
  patches: new Map(["p1", "p2", "p3", "p4"].map((p) => [p, { bugId: p, bugType: null }])),
  missing: ["UNSURE"],
});

describe("computeRaterGroups (hand-computed)", () => {
  it("gives each disjoint group its own statistics", () => {
    const groups = computeRaterGroups({
      ratings: coded.ratings,
      raterKeys: coded.raters,
      raterNames: coded.raters.map((r) => r.toUpperCase()),
    });
    expect(groups).toHaveLength(2);
    const [g1, g2] = groups;
    // G1: p1 VV, p2 VI. Fleiss: p_o 1/2, p_e (3/4)² + (1/4)² = 5/8, κ = −1/3. α nominal: 1 − 3·2/(2·3·1) = 0.
    // AC1: π_V = 3/4, p_e = 2·3/4·1/4 = 3/8, AC1 = (1/2 − 3/8)/(5/8) = 1/5; PABAK = 2·1/2 − 1 = 0.
    expect(g1).toMatchObject({
      group: "G1",
      raters: 2,
      raterKeys: ["a", "b"],
      raterNames: ["A", "B"],
      items: 2,
      ratings: 4,
      fleissReason: null,
      unanimous: { items: 1, of: 2 },
    });
    expect(g1!.fleissKappa).toBeCloseTo(-1 / 3, 12);
    expect(g1!.krippendorffAlpha).toBeCloseTo(0, 12);
    expect(g1!.gwetAc1).toBeCloseTo(0.2, 12);
    expect(g1!.pabak).toBeCloseTo(0, 12);
    // G2: every counted label INVALID, so AC1 and PABAK are undefined; p3 has 3 counted labels, p4 2
    // (e's UNSURE is missing), so Fleiss' κ is too.
    expect(g2).toMatchObject({
      group: "G2",
      raters: 3,
      raterKeys: ["c", "d", "e"],
      raterNames: ["C", "D", "E"],
      items: 2,
      ratings: 6,
      fleissKappa: null,
      gwetAc1: null,
      pabak: null,
      unanimous: { items: 2, of: 2 },
    });
    expect(g2!.fleissReason).toMatch(/different numbers/);
  });

  it("makes the dashboard's human figures say why Fleiss' κ is undefined overall, and hide empty pairs", () => {
    const human = computeHumanAgreement({
      coded,
      consensus: deriveConsensus({ ratings: coded.ratings }),
      raterNames: new Map(),
      bootstrap: { seed: 1, replicates: 100, level: 0.95 },
    });
    expect(human.groups.map((g) => g.group)).toEqual(["G1", "G2"]);
    expect(human.fleissKappa.value).toBeNull();
    expect(human.fleissReason).toMatch(
      /^undefined over all raters: they form 2 disjoint groups that never share a patch .*different numbers/,
    );
    // 10 pairs of 5 raters: a–b, c–d, c–e, d–e share items with counted labels; 6 are left out.
    expect(human.pairwise.map((p) => `${p.a}-${p.b}:${p.n}`)).toEqual([
      "a-b:2",
      "c-d:2",
      "c-e:1",
      "d-e:1",
    ]);
    expect(human.emptyPairs).toBe(6);
  });
});
