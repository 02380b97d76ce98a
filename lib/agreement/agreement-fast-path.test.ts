import { describe, expect, it } from "vitest";
import { createRandom } from "@/lib/stats/create-random";
import { computeAgreementReport } from "./compute-agreement-report";
import { parseRatingsFile } from "./parse-ratings-file";

// The one-pass reading (hashing fields as they are scanned, the grouped-file duplicate check)
// and the shared per-item label tally against the straightforward computation on random
// files: split lines and fields, Maps of strings, each statistic from its textbook formula.

type TRow = { item: string; rater: string; label: string };
const LABELS = ["VALID", "INVALID", "UNSURE", "maybe"];
const MISSING = ["UNSURE"];

/** Random ratings: some items rated by few raters, UNSURE among the labels, grouped or shuffled. */
function randomRows(seed: number): TRow[] {
  const rand = createRandom({ seed });
  const pick = (n: number) => Math.floor(rand() * n);
  const raters = Array.from({ length: 2 + pick(6) }, (_, r) => `r${r}${r % 3 === 0 ? "é" : ""}`);
  const labels = LABELS.slice(0, 2 + pick(3));
  const rows: TRow[] = [];
  for (let i = 0, items = 1 + pick(80); i < items; i++) {
    const item = `p${pick(1000)}-${i}`;
    const truth = pick(labels.length);
    for (const rater of raters) {
      // every 4th seed: every rater on every item (Fleiss' κ defined)
      if (seed % 4 !== 0 && rand() < 0.3) continue;
      const label = labels[rand() < 0.7 ? truth : pick(labels.length)]!;
      rows.push({ item, rater, label });
    }
  }
  if (seed % 2 === 1) {
    for (let k = rows.length - 1; k > 0; k--) {
      const j = pick(k + 1);
      [rows[k], rows[j]] = [rows[j]!, rows[k]!];
    }
  }
  return rows;
}

/** A CSV of the rows with the file-format freedoms: column order, spaces, CRLF, blank lines. */
function toCsv(rows: TRow[], seed: number): string {
  const rand = createRandom({ seed: seed + 1 });
  const eol = seed % 3 === 0 ? "\r\n" : "\n";
  const pad = (v: string) => (rand() < 0.1 ? ` ${v}\t` : v);
  const lines = ["label,Item,extra,rater"];
  for (const { item, rater, label } of rows) {
    if (rand() < 0.05) lines.push(rand() < 0.5 ? "" : "  ");
    lines.push([pad(label), pad(item), "x", pad(rater)].join(","));
  }
  return lines.join(eol) + (rand() < 0.5 ? eol : "");
}

/** The straightforward parse: split lines and commas, trim. */
function naiveParse(text: string): TRow[] {
  const lines = text.split(/\r?\n/);
  const header = lines[0]!.split(",").map((h) => h.trim().toLowerCase());
  const at = (name: string) => header.indexOf(name);
  return lines
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const f = line.split(",").map((v) => v.trim());
      return { item: f[at("item")]!, rater: f[at("rater")]!, label: f[at("label")]! };
    });
}

function cohen(pairs: [string, string][]): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const row = new Map<string, number>();
  const col = new Map<string, number>();
  let agree = 0;
  for (const [a, b] of pairs) {
    if (a === b) agree += 1;
    row.set(a, (row.get(a) ?? 0) + 1);
    col.set(b, (col.get(b) ?? 0) + 1);
  }
  let chance = 0;
  for (const [label, r] of row) chance += r * (col.get(label) ?? 0);
  const pe = chance / (n * n);
  return pe === 1 ? null : (agree / n - pe) / (1 - pe);
}

/** Fleiss' κ, α, unanimous share, consensus kinds and pairwise κ from their definitions. */
function naiveStatistics(rows: TRow[]) {
  const byItem = new Map<string, Map<string, string>>();
  for (const { item, rater, label } of rows) {
    if (!byItem.has(item)) byItem.set(item, new Map());
    if (!MISSING.includes(label)) byItem.get(item)!.set(rater, label);
  }
  const counted = [...byItem.values()].map((m) => [...m.values()]);
  const pairable = counted.filter((ls) => ls.length >= 2);
  const tally = (ls: string[]) => {
    const t = new Map<string, number>();
    for (const l of ls) t.set(l, (t.get(l) ?? 0) + 1);
    return t;
  };
  const totals = tally(pairable.flat());
  const n = pairable.flat().length;
  // Fleiss (needs equal counts)
  const sizes = new Set(pairable.map((ls) => ls.length));
  let fleiss: number | null = null;
  if (pairable.length > 0 && sizes.size === 1) {
    const m = pairable[0]!.length;
    const po =
      pairable
        .map((ls) => [...tally(ls).values()].reduce((s, c) => s + c * (c - 1), 0) / (m * (m - 1)))
        .reduce((s, x) => s + x, 0) / pairable.length;
    const pe = [...totals.values()].reduce((s, t) => s + (t / n) ** 2, 0);
    fleiss = pe === 1 ? null : (po - pe) / (1 - pe);
  }
  // Krippendorff's nominal α via the coincidence matrix
  let alpha: number | null = null;
  if (pairable.length > 0) {
    let disagree = 0;
    for (const ls of pairable) {
      const t = tally(ls);
      for (const [a, ca] of t)
        for (const [b, cb] of t) if (a !== b) disagree += (ca * cb) / (ls.length - 1);
    }
    let expected = 0;
    for (const [a, ta] of totals) for (const [b, tb] of totals) if (a !== b) expected += ta * tb;
    if (expected > 0) alpha = 1 - ((n - 1) * disagree) / expected;
  }
  const unanimous = pairable.filter((ls) => new Set(ls).size === 1).length;
  const consensus = { adjudicated: 0, unanimous: 0, majority: 0, single: 0, tie: 0, unrated: 0 };
  for (const ls of counted) {
    if (ls.length === 0) consensus.unrated += 1;
    else {
      const counts = [...tally(ls).values()].sort((a, b) => b - a);
      if (counts[1] === counts[0]) consensus.tie += 1;
      else if (ls.length === 1) consensus.single += 1;
      else if (counts[0] === ls.length) consensus.unanimous += 1;
      else consensus.majority += 1;
    }
  }
  const raters = [...new Set(rows.map((r) => r.rater))].sort();
  const pairwise = [];
  for (let a = 0; a < raters.length; a++)
    for (let b = a + 1; b < raters.length; b++) {
      const shared: [string, string][] = [];
      for (const m of byItem.values()) {
        const la = m.get(raters[a]!);
        const lb = m.get(raters[b]!);
        if (la !== undefined && lb !== undefined) shared.push([la, lb]);
      }
      if (shared.length > 0)
        pairwise.push({ a: raters[a], b: raters[b], n: shared.length, kappa: cohen(shared) });
    }
  return {
    fleiss,
    alpha,
    unanimousShare: pairable.length === 0 ? null : unanimous / pairable.length,
    consensus,
    pairwise,
  };
}

const close = (x: number | null) => (x === null ? null : expect.closeTo(x, 10));

describe("the fast ratings path against the straightforward computation", () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    it(`gives the same ratings and statistics (seed ${seed})`, () => {
      const rows = randomRows(seed);
      expect(new Set(rows.map((r) => r.item)).size).toBeLessThan(rows.length);
      const text = toCsv(rows, seed);
      const columns = parseRatingsFile({
        bytes: new TextEncoder().encode(text),
        fileName: "r.csv",
      });
      const parsed = [...columns.item].map((_, r) => ({
        item: columns.items[columns.item[r]!]!,
        rater: columns.raters[columns.rater[r]!]!,
        label: columns.labels[columns.label[r]!]!,
      }));
      expect(parsed).toEqual(naiveParse(text));
      expect(parsed).toEqual(rows);

      const report = computeAgreementReport({ columns, missing: MISSING, positive: "VALID" });
      const naive = naiveStatistics(rows);
      expect(report.fleissKappa).toEqual(close(naive.fleiss));
      expect(report.krippendorffAlpha).toEqual(close(naive.alpha));
      expect(report.unanimousShare).toEqual(close(naive.unanimousShare));
      expect(report.consensus).toEqual(naive.consensus);
      // Every rater shares items with every other here: one group, holding every rating.
      expect(report.groups).toEqual([
        expect.objectContaining({
          group: "G1",
          raters: new Set(rows.map((r) => r.rater)).size,
          items: new Set(rows.map((r) => r.item)).size,
          ratings: rows.length,
          fleissKappa: close(naive.fleiss),
          krippendorffAlpha: close(naive.alpha),
        }),
      ]);
      expect(report.pairwiseCohenKappa).toEqual(
        naive.pairwise.map((p) => ({ ...p, kappa: close(p.kappa) })),
      );
      // JSONL of the same rows reads to the same report.
      const jsonl = rows.map((r) => JSON.stringify(r)).join("\n");
      const fromJsonl = parseRatingsFile({
        bytes: new TextEncoder().encode(jsonl),
        fileName: "r.jsonl",
      });
      expect(
        computeAgreementReport({ columns: fromJsonl, missing: MISSING, positive: "VALID" }),
      ).toEqual(report);
    });
  }

  it("finds a rater labelling an item twice in a grouped file and in a shuffled one", () => {
    const grouped = "item,rater,label\np1,a,V\np1,b,V\np1,a,I\np2,a,V\n";
    const shuffled = "item,rater,label\np1,a,V\np2,a,V\np1,b,V\np1,a,I\n";
    for (const text of [grouped, shuffled])
      expect(() =>
        parseRatingsFile({ bytes: new TextEncoder().encode(text), fileName: "r.csv" }),
      ).toThrow(/rater "a" already labelled item "p1" on line 2/);
  });
});
