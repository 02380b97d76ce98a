import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseRatingsCsv, type TRatingRow } from "./parse-ratings-csv";
import {
  EXTERNAL_RATER_PREFIX,
  planRatingsImport,
  type TExistingRating,
} from "./plan-ratings-import";

const row = (
  line: number,
  item: string,
  rater: string,
  label: TRatingRow["label"] = "VALID",
): TRatingRow => ({ line, item, rater, label });
const patches = new Map([
  ["1", "p-1"],
  ["2", "p-2"],
  ["3", "p-3"],
]);
const plan = (options: {
  rows: TRatingRow[];
  existing?: TExistingRating[];
  allowUnsure?: boolean;
  campaignPatchIds?: string[];
}) =>
  planRatingsImport({
    rows: options.rows,
    patchIdByItem: patches,
    existing: options.existing ?? [],
    allowUnsure: options.allowUnsure ?? true,
    campaignPatchIds: new Set(options.campaignPatchIds ?? []),
  });

describe("planRatingsImport", () => {
  it("creates ratings for external raters", () => {
    expect(EXTERNAL_RATER_PREFIX).toBe("ext:");
    const result = plan({
      rows: [row(2, "1", "G1-P1", "INVALID"), row(3, "2", "G1-P1", "UNSURE")],
      campaignPatchIds: ["p-1", "p-2"],
    });
    expect(result).toEqual({
      create: [
        { line: 2, patchId: "p-1", raterKey: "ext:G1-P1", label: "INVALID" },
        { line: 3, patchId: "p-2", raterKey: "ext:G1-P1", label: "UNSURE" },
      ],
      addPatchIds: [],
      unchanged: 0,
      errors: [],
    });
  });

  it("reports an unknown item", () => {
    const result = plan({ rows: [row(2, "1", "a"), row(3, "99", "a")] });
    expect(result.create.map((c) => c.line)).toEqual([2]);
    expect(result.errors).toEqual([
      { line: 3, field: "item", message: 'no patch with id "99" in this project' },
    ]);
  });

  it("rejects UNSURE when the campaign does not allow it", () => {
    const result = plan({
      rows: [row(2, "1", "a", "UNSURE"), row(3, "2", "a", "VALID"), row(4, "99", "a", "UNSURE")],
      allowUnsure: false,
    });
    expect(result.create.map((c) => c.line)).toEqual([3]);
    expect(result.errors.map((e) => [e.line, e.field])).toEqual([
      [2, "label"],
      [4, "item"],
      [4, "label"],
    ]);
    expect(result.errors[0]?.message).toMatch(
      /UNSURE is not allowed in this campaign; allow UNSURE/,
    );
    expect(result.addPatchIds).toEqual(["p-2"]);
  });

  it("counts an identical existing rating as unchanged and refuses to change a recorded label", () => {
    const existing: TExistingRating[] = [
      { patchId: "p-1", raterKey: "ext:a", label: "VALID" },
      { patchId: "p-2", raterKey: "ext:a", label: "INVALID" },
      // Same name, but a signed-in user's key: not the external rater.
      { patchId: "p-3", raterKey: "a", label: "INVALID" },
    ];
    const result = plan({
      rows: [row(2, "1", "a", "VALID"), row(3, "2", "a", "VALID"), row(4, "3", "a", "VALID")],
      existing,
      campaignPatchIds: ["p-1", "p-2", "p-3"],
    });
    expect(result.unchanged).toBe(1);
    expect(result.create).toEqual([{ line: 4, patchId: "p-3", raterKey: "ext:a", label: "VALID" }]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line: 3, field: "label" });
    expect(result.errors[0]?.message).toMatch(/INVALID.*never changed.*VALID/);
  });

  it("lists patches missing from the campaign once each, in first-seen order, only for valid rows", () => {
    const result = plan({
      rows: [
        row(2, "3", "a"),
        row(3, "1", "a"),
        row(4, "3", "b"),
        row(5, "2", "a", "UNSURE"),
        row(6, "1", "b"),
        row(7, "2", "c", "UNSURE"),
      ],
      allowUnsure: false,
      campaignPatchIds: ["p-1"],
    });
    expect(result.addPatchIds).toEqual(["p-3"]);
    expect(result.create).toHaveLength(4);
    const unchanged = plan({
      rows: [row(2, "2", "a")],
      existing: [{ patchId: "p-2", raterKey: "ext:a", label: "VALID" }],
    });
    expect(unchanged).toMatchObject({ unchanged: 1, create: [], addPatchIds: ["p-2"] });
  });

  it("reports the same patch and rater twice in the rows", () => {
    const twoItems = planRatingsImport({
      rows: [row(2, "1", "a"), row(3, "1b", "a", "INVALID")],
      patchIdByItem: new Map([
        ["1", "p-1"],
        ["1b", "p-1"],
      ]),
      existing: [],
      allowUnsure: true,
      campaignPatchIds: new Set(["p-1"]),
    });
    expect(twoItems.create.map((c) => c.line)).toEqual([2]);
    expect(twoItems.errors).toEqual([
      { line: 3, field: "rater", message: 'rater "a" already rated patch "1b" on line 2' },
    ]);
  });

  it("is deterministic and sorts errors by line", () => {
    const rows = [row(5, "99", "a"), row(2, "98", "a"), row(3, "1", "a")];
    const first = plan({ rows });
    expect(first.errors.map((e) => e.line)).toEqual([2, 5]);
    expect(plan({ rows })).toEqual(first);
  });

  it("plans all 1,095 le2019 ratings into an empty campaign", () => {
    const bytes = readFileSync(new URL("../../../shared/data/le2019/ratings.csv", import.meta.url));
    const { rows } = parseRatingsCsv({ bytes });
    const patchIdByItem = new Map(rows.map((r) => [r.item, `patch-${r.item}`]));
    const result = planRatingsImport({
      rows,
      patchIdByItem,
      existing: [],
      allowUnsure: true,
      campaignPatchIds: new Set(),
    });
    expect(result.errors).toEqual([]);
    expect(result.unchanged).toBe(0);
    expect(result.create).toHaveLength(1095);
    expect(result.addPatchIds).toHaveLength(189);
    expect(new Set(result.create.map((c) => c.raterKey)).size).toBe(41);
    expect(result.create.every((c) => c.raterKey.startsWith(EXTERNAL_RATER_PREFIX))).toBe(true);

    const again = planRatingsImport({
      rows,
      patchIdByItem,
      existing: result.create,
      allowUnsure: true,
      campaignPatchIds: new Set(result.addPatchIds),
    });
    expect(again).toEqual({ create: [], addPatchIds: [], unchanged: 1095, errors: [] });

    const strict = planRatingsImport({
      rows,
      patchIdByItem,
      existing: [],
      allowUnsure: false,
      campaignPatchIds: new Set(),
    });
    expect(strict.errors).toHaveLength(121);
    expect(strict.create).toHaveLength(1095 - 121);
  });
});
