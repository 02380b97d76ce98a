import type { TEstimate } from "@/lib/agreement/dashboard-types";
import type { TTableCell } from "@/lib/tables/format-table";

/** A statistic for display: "—" when not defined, integers as is, else 2 decimals. */
export const fmt = (v: number | null | undefined, digits = 2) =>
  v === null || v === undefined || Number.isNaN(v)
    ? "—"
    : Number.isInteger(v)
      ? String(v)
      : v.toFixed(digits);

/** A share as a percentage with one decimal. */
export const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? "—" : `${(v * 100).toFixed(1)}%`;

/** A bootstrap interval as "[low, high]", or "" when it is not defined. */
export const ci = (e: TEstimate, show: (v: number) => string = (v) => fmt(v)) =>
  e.low === null || e.high === null ? "" : `[${show(e.low)}, ${show(e.high)}]`;

/** One cell of a dashboard table, as shown on screen. */
export const cellText = (c: TTableCell) =>
  c === null
    ? "—"
    : typeof c === "number"
      ? fmt(c)
      : typeof c === "boolean"
        ? c
          ? "yes"
          : "no"
        : c;

/** An id-safe fragment for aria-labelledby and file names. */
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
