import type { TJudgeLabel } from "../schemas";
import { parse } from "diff2html";
import { AppError } from "@/lib/errors/app-error";

export type TBaselineScore = {
  label: TJudgeLabel;
  similarity: number;
  fileSimilarity: number;
  lineSimilarity: number;
  /** v2: none of the candidate's files matched a file of the developer fix (a message); else null. */
  warning: string | null;
  justification: string;
};

/** The baseline's scoring versions (a configuration's `model`); v1 kept so saved runs reproduce. */
export const BASELINE_VERSIONS = ["similarity-v1", "similarity-v2"] as const;
export type TBaselineVersion = (typeof BASELINE_VERSIONS)[number];
/** v2: the weight of changed lines in the similarity (the rest is touched files). */
const LINE_WEIGHT = 0.8;

type TDiffSummary = { files: string[]; lines: { path: string; key: string }[] };

const stripPrefix = (name: string) => name.replace(/^[ab]\//, "");

/** Touched paths and changed lines (sign and whitespace-collapsed content, blank lines ignored). */
function summarize(text: string): TDiffSummary {
  const files: string[] = [];
  const lines: { path: string; key: string }[] = [];
  for (const file of parse(text)) {
    const path = stripPrefix(file.newName === "/dev/null" ? file.oldName : file.newName);
    if (!files.includes(path)) files.push(path);
    for (const line of file.blocks.flatMap((b) => b.lines)) {
      if (line.type !== "insert" && line.type !== "delete") continue;
      const content = line.content.slice(1).trim().replace(/\s+/g, " ");
      if (content === "") continue;
      lines.push({ path, key: `${line.type === "insert" ? "+" : "-"}${content}` });
    }
  }
  return { files, lines };
}

/** How many trailing path components two paths share. */
function commonSuffix(a: string, b: string): number {
  const x = a.split("/");
  const y = b.split("/");
  let n = 0;
  while (n < x.length && n < y.length && x[x.length - 1 - n] === y[y.length - 1 - n]) n += 1;
  return n;
}

/**
 * The fix's file a candidate path stands for: the one sharing the longest common suffix of path
 * components (at least the file name; the first fix file wins a tie), so that a candidate written
 * under another root (`Math99b_Patch209/src/…/Foo.java`, `sourceFile_angelix/foo.c`) still
 * matches; null when no fix file has its file name.
 */
function matchPath(path: string, fixFiles: readonly string[]): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const fix of fixFiles) {
    const n = commonSuffix(path, fix);
    if (n > bestLength) [best, bestLength] = [fix, n];
  }
  return best;
}

const bag = (keys: string[]) => {
  const out = new Map<string, number>();
  for (const key of keys) out.set(key, (out.get(key) ?? 0) + 1);
  return out;
};

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

/**
 * No-LLM baseline judge: compares a candidate diff with the developer's fix. fileSimilarity is
 * the Jaccard index of touched paths, lineSimilarity the multiset Jaccard index of changed
 * lines (path + sign + whitespace-collapsed content, blank lines ignored); the label is VALID
 * iff similarity >= threshold (in [0, 1]).
 *
 * similarity-v2 (new configurations): candidate paths are first normalised to the fix's file
 * with the longest common path suffix, and similarity is 0.8 × lines + 0.2 × files, so touching
 * the developer's files without sharing a changed line scores at most 0.2; when no candidate
 * file matches a fix file, `warning` says so. similarity-v1 (saved configurations) compares
 * paths as written and weighs files and lines equally.
 */
export function scoreBaseline({
  candidate,
  groundTruth,
  threshold = 0.5,
  version = "similarity-v2",
}: {
  candidate: string;
  groundTruth: string;
  threshold?: number;
  version?: string;
}): TBaselineScore {
  if (!(Number.isFinite(threshold) && threshold >= 0 && threshold <= 1)) {
    throw new AppError(
      "INVALID_INPUT",
      `Baseline threshold must be a number between 0 and 1, got ${threshold}.`,
    );
  }
  const v1 = version === "similarity-v1";
  const a = summarize(candidate);
  const b = summarize(groundTruth);
  // v2: a candidate path stands for the fix file it matches; an unmatched one for nothing of the fix.
  const mapped = new Map(
    a.files.map((p) => [p, v1 ? p : (matchPath(p, b.files) ?? `\u0001unmatched:${p}`)]),
  );
  const files = (s: TDiffSummary, map: (p: string) => string) =>
    new Map(s.files.map((p) => [map(p), 1]));
  const lines = (s: TDiffSummary, map: (p: string) => string) =>
    bag(s.lines.map((l) => `${map(l.path)}\u0000${l.key}`));
  const own = (p: string) => p;
  const toFix = (p: string) => mapped.get(p) ?? p;
  const fileSimilarity = bagJaccard(files(a, toFix), files(b, own));
  const lineSimilarity = bagJaccard(lines(a, toFix), lines(b, own));
  const similarity = v1
    ? (fileSimilarity + lineSimilarity) / 2
    : LINE_WEIGHT * lineSimilarity + (1 - LINE_WEIGHT) * fileSimilarity;
  const noMatch =
    !v1 && a.files.length > 0 && b.files.length > 0 && fileSimilarity === 0
      ? `None of the candidate's files (${a.files.join(", ")}) matches a file of the developer fix (${b.files.join(", ")}), even by its trailing path.`
      : null;
  const label = similarity >= threshold ? "VALID" : "INVALID";
  const justification =
    `No-LLM baseline: similarity ${similarity.toFixed(2)} to the developer fix ` +
    `(files ${fileSimilarity.toFixed(2)}, changed lines ${lineSimilarity.toFixed(2)}) ` +
    `is ${label === "VALID" ? "at or above" : "below"} the ${threshold.toFixed(2)} threshold, so ${label}.` +
    (noMatch ? ` Warning: ${noMatch}` : "");
  return { label, similarity, fileSimilarity, lineSimilarity, warning: noMatch, justification };
}
