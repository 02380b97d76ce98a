/** Small display helpers of the judge pages (pure; tested in judge-format.test.ts). */
import { formatDuration } from "@/lib/judge/results/format-duration";

/** "1m 05s", "42s", "1h 03m"; "—" when unknown. */
export const formatEta = (seconds: number | null): string =>
  seconds === null ? "—" : formatDuration({ seconds });

/** "$0.0123", "$1.25"; "—" when the cost is unknown (no price for the model). */
export function formatCost(usd: number | null): string {
  if (usd === null) return "—";
  if (usd === 0) return "$0.00";
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** Two decimals, or "—". */
export const formatConfidence = (c: number | null): string => (c === null ? "—" : c.toFixed(2));

/** "confidence 0.83", or a verdict's score where it has no confidence ("score 0.42": the baseline's similarity, an import's score). */
export const formatCertainty = (v: { confidence: number | null; score?: number | null }): string =>
  v.confidence === null && v.score !== null && v.score !== undefined
    ? `score ${v.score.toFixed(2)}`
    : `confidence ${formatConfidence(v.confidence)}`;

/** "12,345". */
export const formatCount = (n: number): string => n.toLocaleString("en-US");

/** Whole percent of `part` in `total` (100 % for an empty total). */
export const percent = (part: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round((100 * part) / total)) : 100;

/** "2025-01-31 14:05" from an ISO time (UTC, so server and browser agree). */
export const formatTime = (iso: string): string => iso.slice(0, 16).replace("T", " ");

/** Comma or whitespace separated ids → a clean list. */
export const splitIds = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** "name v3". */
export const configName = (c: { name: string; version: number }): string =>
  `${c.name} v${c.version}`;

/** The first field error for `path` of a 422 answer, or for a message starting with "path: ". */
export function fieldError(error: unknown, path: string): string | null {
  if (!error || typeof error !== "object") return null;
  const fields = (error as { fields?: { path: string; message: string }[] }).fields ?? [];
  const hit = fields.find((f) => f.path === path || f.path.startsWith(`${path}.`));
  if (hit) return hit.message;
  const message =
    (error as { serverMessage?: unknown }).serverMessage ??
    (error as { message?: unknown }).message;
  if (fields.length === 0 && typeof message === "string" && message.startsWith(`${path}: `))
    return message.slice(path.length + 2);
  return null;
}
