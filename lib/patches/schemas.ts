import { z } from "zod";
import { ZMissingList, unknownParameter } from "@/lib/agreement/dashboard-params";
import { parsePolicyDrill } from "@/lib/policies/parse-policy-drill";
import { CONSENSUS_FILTERS, LABEL_FILTERS, PATCH_SORT_KEYS } from "./patch-table-query";

const splitList = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

const ZId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "not an id");

/** Ids, comma-separated (at most 8: one column each). */
const ZIdList = (what: string) =>
  z
    .string()
    .transform(splitList)
    .pipe(z.array(ZId).max(8, `at most 8 ${what}`))
    .transform((ids) => [...new Set(ids)]);

/** `id:VALUE` pairs, comma-separated, VALUE one of `values`. */
const ZPairList = <V extends string>(values: readonly [V, ...V[]], what: string) =>
  z
    .string()
    .transform(splitList)
    .pipe(
      z
        .array(
          z.string().transform((pair, ctx) => {
            const at = pair.lastIndexOf(":");
            const id = pair.slice(0, at);
            const value = pair.slice(at + 1);
            if (
              at < 1 ||
              !ZId.safeParse(id).success ||
              !(values as readonly string[]).includes(value)
            ) {
              ctx.addIssue({
                code: "custom",
                message: `"${pair}" is not ${what}:${values.join("|")}`,
              });
              return z.NEVER;
            }
            return { id, value: value as V };
          }),
        )
        .max(8, "at most 8 conditions"),
    );

/** `RUN:CAMPAIGN` pairs, comma-separated. */
const ZRunCampaignList = z
  .string()
  .transform(splitList)
  .pipe(
    z
      .array(
        z.string().transform((pair, ctx) => {
          const [runId = "", campaignId = "", ...rest] = pair.split(":");
          if (rest.length || !ZId.safeParse(runId).success || !ZId.safeParse(campaignId).success) {
            ctx.addIssue({ code: "custom", message: `"${pair}" is not RUN:CAMPAIGN` });
            return z.NEVER;
          }
          return { runId, campaignId };
        }),
      )
      .max(8, "at most 8 conditions"),
  );

/**
 * The patch table's state: what `/projects/:slug/patches?…` and `GET /api/projects/:slug/patches`
 * (and `rubricate patches`) read, one schema for all three. Filters: `bug` (part of the bug's
 * external id), `bugType` (exact; "(none)": no type), `tool`, `model` (exact), `tests` (pass |
 * fail | known | unknown), `consensus=CAMPAIGN:VALID|INVALID|not-VALID|verdict|other|some|none`,
 * `clear=CAMPAIGN` (raters unanimous), `label=RUN:VALID|INVALID|some|none`,
 * `disagree=RUN:CAMPAIGN` (both have a label and they differ), `agree=RUN:CAMPAIGN` (both have a
 * label and they agree; VALID against anything else, as `disagree`),
 * `flagged` (yes | no: an evidence flag on a verdict of a shown run), `decision` (the patches
 * behind one count of the policy table: `run:R,success:S[,campaign:C|reference:R2],validation:
 * none|binary|pN[,tau:T,scores:r1|r2],outcome:O`; lib/policies parse-policy-drill, evaluated by
 * list-policy-drill-patches). Columns: `campaigns`,
 * `runs` (ids; a campaign or run a filter names is shown too). `missing`: labels counted as
 * missing when the consensus is derived (UNSURE by default, as on the agreement dashboard).
 * `sort` (a column key), `dir`, `page`, `size`; `format=csv` (API, CLI) gives every filtered
 * row as CSV. An unknown parameter or a bad value is refused by name.
 */
export const ZPatchTableQuery = z.strictObject(
  {
    bug: z.string().trim().min(1).max(200).optional(),
    bugType: z.string().trim().min(1).max(200).optional(),
    tool: z.string().trim().min(1).max(200).optional(),
    model: z.string().trim().min(1).max(200).optional(),
    tests: z.enum(["pass", "fail", "known", "unknown"]).optional(),
    campaigns: ZIdList("campaigns").optional(),
    runs: ZIdList("runs").optional(),
    consensus: ZPairList(CONSENSUS_FILTERS, "CAMPAIGN").optional(),
    clear: ZIdList("campaigns").optional(),
    label: ZPairList(LABEL_FILTERS, "RUN").optional(),
    disagree: ZRunCampaignList.optional(),
    agree: ZRunCampaignList.optional(),
    flagged: z.enum(["yes", "no"]).optional(),
    decision: z
      .string()
      .transform((text, ctx) => {
        const parsed = parsePolicyDrill({ text });
        if (parsed.error === null) return parsed.drill;
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      })
      .optional(),
    missing: z.optional(ZMissingList),
    sort: z
      .string()
      .regex(
        new RegExp(
          `^(${PATCH_SORT_KEYS.join("|")}|(consensus|label|confidence):[A-Za-z0-9_-]{1,64})$`,
        ),
        `a column: ${PATCH_SORT_KEYS.join(", ")}, consensus:CAMPAIGN, label:RUN or confidence:RUN`,
      )
      .optional(),
    dir: z.enum(["asc", "desc"]).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    size: z.coerce.number().int().min(1).max(500).optional(),
    format: z.enum(["json", "csv"]).optional(),
  },
  { error: unknownParameter },
);
export type TPatchTableQuery = z.output<typeof ZPatchTableQuery>;
