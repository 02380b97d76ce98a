import type { TJudgeLabel } from "../schemas";
import { parse } from "diff2html";
import { AppError } from "@/lib/errors/app-error";

export type TBaselineScore = {
  label: TJudgeLabel;
  similarity: number;
  fileSimilarity: number;
  lineSimilarity: number;
  justification: string;
};

type TDiffSummary = { files: Set<string>; lines: Map<string, number> };

const stripPrefix = (name: string) => name.replace(/^[ab]\//, "");

/** Touched paths and a bag of changed lines keyed by path, sign and collapsed content. */
function summarize(text: string): TDiffSummary {
  const files = new Set<string>();
  const lines = new Map<string, number>();
  for (const file of parse(text)) {
    const path = stripPrefix(file.newName === "/dev/null" ? file.oldName : file.newName);
    files.add(path);
    for (const line of file.blocks.flatMap((b) => b.lines)) {
      if (line.type !== "insert" && line.type !== "delete") continue;
      const content = line.content.slice(1).trim().replace(/\s+/g, " ");
      if (content === "") continue;
      const key = `${path}\u0000${line.type === "insert" ? "+" : "-"}${content}`;
      lines.set(key, (lines.get(key) ?? 0) + 1);
    }
  }
  return { files, lines };
}

/** Multiset Jaccard |A ∩ B| / |A ∪ B| (min/max counts); 0 when both are empty. */
function bagJaccard(a: Map<string, number>, b: Map<string, number>): number {
  let intersection = 0;
  let union = 0;
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key) ?? 0;
    const y = b.get(key) ?? 0;
    intersection += Math.min(x, y);
    union += Math.max(x, y);
  }
  return union === 0 ? 0 : intersection / union;
}

const asBag = (set: Set<string>) => new Map([...set].map((k) => [k, 1]));

/**
 * No-LLM baseline judge: compares a candidate diff with the developer's fix. fileSimilarity is
 * the Jaccard index of touched paths, lineSimilarity the multiset Jaccard index of changed
 * lines (path + sign + whitespace-collapsed content, blank lines ignored); similarity is their
 * mean and the label is VALID iff similarity >= threshold (in [0, 1]).
 */
export function scoreBaseline({
  candidate,
  groundTruth,
  threshold = 0.5,
}: {
  candidate: string;
  groundTruth: string;
  threshold?: number;
}): TBaselineScore {
  if (!(Number.isFinite(threshold) && threshold >= 0 && threshold <= 1)) {
    throw new AppError(
      "INVALID_INPUT",
      `Baseline threshold must be a number between 0 and 1, got ${threshold}.`,
    );
  }
  const a = summarize(candidate);
  const b = summarize(groundTruth);
  const fileSimilarity = bagJaccard(asBag(a.files), asBag(b.files));
  const lineSimilarity = bagJaccard(a.lines, b.lines);
  const similarity = (fileSimilarity + lineSimilarity) / 2;
  const label = similarity >= threshold ? "VALID" : "INVALID";
  const justification =
    `No-LLM baseline: similarity ${similarity.toFixed(2)} to the developer fix ` +
    `(files ${fileSimilarity.toFixed(2)}, changed lines ${lineSimilarity.toFixed(2)}) ` +
    `is ${label === "VALID" ? "at or above" : "below"} the ${threshold.toFixed(2)} threshold, so ${label}.`;
  return { label, similarity, fileSimilarity, lineSimilarity, justification };
}
