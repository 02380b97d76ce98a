/**
 * A campaign shaped like the paper's benchmark (Tables 5 and 6): 115 patches, 3 raters, a
 * judge. Clear (unanimous) patches 0–80: consensus VALID 35 (judge 33 VALID, 2 INVALID) and
 * INVALID 46 (judge 8 VALID, 38 INVALID). Disputed patches 81–114, split 2–1 (rater i % 3
 * dissents): consensus VALID 9 (judge 8 / 1) and INVALID 25 (judge 14 / 11). Patches 0–107
 * belong to 41 C++ bugs c0…c40 (every clear patch among them), 108–114 to 7 Go bugs d0…d6.
 */
const GROUPS = [
  { n: 33, truth: "VALID", judge: "VALID", unanimous: true },
  { n: 2, truth: "VALID", judge: "INVALID", unanimous: true },
  { n: 8, truth: "INVALID", judge: "VALID", unanimous: true },
  { n: 38, truth: "INVALID", judge: "INVALID", unanimous: true },
  { n: 8, truth: "VALID", judge: "VALID", unanimous: false },
  { n: 1, truth: "VALID", judge: "INVALID", unanimous: false },
  { n: 14, truth: "INVALID", judge: "VALID", unanimous: false },
  { n: 11, truth: "INVALID", judge: "INVALID", unanimous: false },
] as const;

export function paperBenchmark() {
  const ratings: { item: string; rater: string; label: string }[] = [];
  const judge = new Map<string, string>();
  const patches = new Map<string, { bugId: string; bugType: string | null }>();
  let i = 0;
  for (const g of GROUPS) {
    for (let k = 0; k < g.n; k++, i++) {
      const item = `p${i}`;
      const other = g.truth === "VALID" ? "INVALID" : "VALID";
      ["R1", "R2", "R3"].forEach((rater, r) =>
        ratings.push({ item, rater, label: !g.unanimous && r === i % 3 ? other : g.truth }),
      );
      judge.set(item, g.judge);
      patches.set(
        item,
        i < 108 ? { bugId: `c${i % 41}`, bugType: "C++" } : { bugId: `d${i % 7}`, bugType: "Go" },
      );
    }
  }
  return { ratings, judge, patches };
}
