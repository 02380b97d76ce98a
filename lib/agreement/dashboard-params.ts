import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { absentIfEmpty } from "@/lib/api/absent-if-empty";

// zod/mini, not zod: the agreement dashboard checks its address in the browser with these, and
// classic zod would add ≈ 90 KB (gzipped) to the page. lib/agreement/schemas.ts builds the API's
// query from the same parts, so the page and the API accept and refuse exactly the same values.

// zod/mini has no messages of its own: English ones, as classic zod gives them on the server (the
// page is rendered there first, and the same address must read the same in the browser).
z.config(en());

const splitList = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** Judge run ids, comma-separated. */
export const ZCommaList = z.pipe(
  z.pipe(z.string(), z.transform(splitList)),
  z
    .array(z.string().check(z.minLength(1)))
    .check(z.maxLength(8, "Compare at most 8 judge runs at once.")),
);

/** Verdicts: always the two classes compared, never a label counted as missing. */
const VERDICTS = ["VALID", "INVALID"];

/**
 * Labels counted as missing, comma-separated; empty means none. Never VALID or INVALID: the
 * verdicts are what every statistic compares (`missing=INVALID` turned α from 0.64 to −0.02,
 * and no control showed it). Whether the campaign has each label is checked against its ratings
 * (check-missing-labels).
 */
export const ZMissingList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s) => [...new Set(splitList(s))]),
  ),
  z.array(z.string().check(z.maxLength(40, "a label is at most 40 characters"))).check(
    z.maxLength(20, "at most 20 labels"),
    z.refine((labels) => !labels.some((l) => VERDICTS.includes(l)), {
      error: "VALID and INVALID are the verdicts compared; they cannot count as missing",
    }),
  ),
);
export const ZSeed = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2 ** 32 - 1));
export const ZReplicates = z.coerce.number().check(z.int(), z.minimum(100), z.maximum(20_000));

/** An unknown parameter is refused by name rather than ignored. */
export const unknownParameter = (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `unknown parameter${issue.keys!.length > 1 ? "s" : ""} ${issue.keys!.join(", ")}`
    : undefined;

/**
 * The dashboard page's own address (`?campaign=&runs=&missing=&seed=&replicates=`), checked as
 * the API checks its query; an absent parameter (or an empty number, `seed=`) leaves the choice
 * to the server.
 */
export const ZDashboardPageParams = z.strictObject(
  {
    campaign: z.optional(z.string().check(z.trim(), z.minLength(1, "names no campaign"))),
    runs: z.optional(ZCommaList),
    missing: z.optional(ZMissingList),
    seed: absentIfEmpty(z.optional(ZSeed)),
    replicates: absentIfEmpty(z.optional(ZReplicates)),
  },
  { error: unknownParameter },
);
export type TDashboardPageParams = z.output<typeof ZDashboardPageParams>;
