import type { TLineError } from "@/lib/import/schemas";
import { AppError } from "@/lib/errors/app-error";
import type { TRatingScale } from "@/lib/scales/schemas";
import type { TRatingRow } from "./parse-ratings-csv";
import { resolveRatingAnswer } from "./resolve-rating-answer";

/** Prefix of the raterKey of imported (external) raters: `ext:<rater>`. */
export const EXTERNAL_RATER_PREFIX = "ext:";

/** A rating the campaign already holds. */
export type TExistingRating = { patchId: string; raterKey: string; label: string };

/** A rating to create, with the CSV line it came from (grades: graded rows only). */
export type TPlannedRating = {
  line: number;
  patchId: string;
  raterKey: string;
  label: string;
  grade?: number;
  dimensionGrades?: Record<string, number>;
};

export type TRatingsImportPlan = {
  create: TPlannedRating[];
  /** Patches rated by valid rows that the campaign lacks: unique, in first-seen order. */
  addPatchIds: string[];
  /** Rows whose rating is already recorded with the same label. */
  unchanged: number;
  /** Every problem, in line order; rows with an error create nothing. */
  errors: TLineError[];
};

/**
 * Decides what importing parsed rating rows does to a campaign, without I/O:
 * unknown items and UNSURE in a campaign that disallows it are errors; a
 * rating already recorded is unchanged when its label matches and an error
 * otherwise, since recorded labels are never changed. A graded campaign (`scale`) needs each
 * row's grade (and dimension grades) and checks the label is its collapse, as the rating form
 * does (resolveRatingAnswer); a binary campaign refuses grades.
 */
export function planRatingsImport(options: {
  rows: readonly TRatingRow[];
  /** Item (external patch id) → internal patch id. */
  patchIdByItem: ReadonlyMap<string, string>;
  /** Ratings already in the campaign. */
  existing: readonly TExistingRating[];
  allowUnsure: boolean;
  /** Patches already in the campaign. */
  campaignPatchIds: ReadonlySet<string>;
  /** The campaign's graded scale; null or absent: binary. */
  scale?: TRatingScale | null;
}): TRatingsImportPlan {
  const { rows, patchIdByItem, existing, allowUnsure, campaignPatchIds } = options;
  const scale = options.scale ?? null;
  const plan: TRatingsImportPlan = { create: [], addPatchIds: [], unchanged: 0, errors: [] };
  const recorded = new Map<string, string>();
  for (const rating of existing)
    recorded.set(pairKey(rating.patchId, rating.raterKey), rating.label);
  const plannedLine = new Map<string, number>();
  const added = new Set<string>();

  for (const row of rows) {
    const patchId = patchIdByItem.get(row.item);
    const rowErrors: TLineError[] = [];
    if (patchId === undefined)
      rowErrors.push({
        line: row.line,
        field: "item",
        message: `no patch with id "${row.item}" in this project`,
      });
    if (row.label === "UNSURE" && !allowUnsure) {
      rowErrors.push({
        line: row.line,
        field: "label",
        message:
          "UNSURE is not allowed in this campaign; allow UNSURE in the campaign's settings to import it",
      });
    }
    let answer: ReturnType<typeof resolveRatingAnswer> | null = null;
    if (row.label !== "UNSURE" || allowUnsure) {
      try {
        answer = resolveRatingAnswer({
          scale,
          allowUnsure,
          // A graded row's label is checked against its grade; UNSURE has none.
          input: {
            label: row.label,
            grade: row.grade,
            dimensionGrades: row.dimensionGrades,
          },
        });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const [field, ...rest] = e.message.split(": ");
        rowErrors.push({
          line: row.line,
          field: field!.replace("dimensionGrades", "dimension_grades"),
          message: rest.join(": "),
        });
      }
    }
    if (patchId === undefined || rowErrors.length > 0 || !answer) {
      plan.errors.push(...rowErrors);
      continue;
    }
    const raterKey = `${EXTERNAL_RATER_PREFIX}${row.rater}`;
    const key = pairKey(patchId, raterKey);
    const firstLine = plannedLine.get(key);
    if (firstLine !== undefined) {
      plan.errors.push({
        line: row.line,
        field: "rater",
        message: `rater "${row.rater}" already rated patch "${row.item}" on line ${firstLine}`,
      });
      continue;
    }
    plannedLine.set(key, row.line);
    const old = recorded.get(key);
    if (old !== undefined && old !== row.label) {
      plan.errors.push({
        line: row.line,
        field: "label",
        message: `rater "${row.rater}" already labelled patch "${row.item}" ${old}; labels already recorded are never changed (this row says ${row.label})`,
      });
      continue;
    }
    if (old !== undefined) plan.unchanged += 1;
    else
      plan.create.push({
        line: row.line,
        patchId,
        raterKey,
        label: answer.label,
        ...(answer.grade === null ? {} : { grade: answer.grade }),
        ...(answer.dimensionGrades ? { dimensionGrades: answer.dimensionGrades } : {}),
      });
    if (!campaignPatchIds.has(patchId) && !added.has(patchId)) {
      added.add(patchId);
      plan.addPatchIds.push(patchId);
    }
  }
  plan.errors.sort((a, b) => a.line - b.line);
  return plan;
}

function pairKey(patchId: string, raterKey: string): string {
  return JSON.stringify([patchId, raterKey]);
}
