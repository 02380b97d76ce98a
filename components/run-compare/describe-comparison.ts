import type { TGetRunComparisonResponse } from "@/lib/research/research-api.types";
import { countNoun } from "@/lib/text/count-noun";

type TComparison = Pick<TGetRunComparisonResponse, "summary">;

/** A p-value for reading: three decimals, or "< 0.001". */
export const formatP = (p: number) => (p < 0.001 ? "< 0.001" : p.toFixed(3));

/** The comparison in one or two plain sentences (who says VALID more, who is right more). */
export function describeComparison(c: TComparison): string {
  const s = c.summary;
  if (s.paired === 0) return "The runs have no patch in common with a verdict from both.";
  if (s.flipped === 0)
    return `The runs agree on all ${countNoun({ count: s.paired, one: "paired patch", other: "paired patches" })}.`;
  const k = s.consensus;
  const judged = k ? k.onlyA + k.onlyB : 0;
  const head = `The runs disagree on ${s.flipped} of ${countNoun({ count: s.paired, one: "paired patch", other: "paired patches" })}: A says VALID on ${s.onlyAValid}, B on ${s.onlyBValid} (McNemar exact p = ${formatP(s.verdicts.pValue)}).`;
  if (!k || judged === 0) return `${head} None of them has a consensus to say which run is right.`;
  const lead =
    judged === s.flipped ? "Against the consensus" : `${judged} of them have a consensus`;
  const [more, fewer] = k.onlyB >= k.onlyA ? (["B", "A"] as const) : (["A", "B"] as const);
  const count = (run: "A" | "B") => (run === "A" ? k.onlyA : k.onlyB);
  return `${head} ${lead}, ${more} is right on ${count(more)} of them and ${fewer} on ${count(fewer)} (McNemar exact p = ${formatP(k.mcnemar.pValue)}).`;
}
