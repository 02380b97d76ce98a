import { AppError } from "@/lib/errors/app-error";
import { createInterner, type TInterner } from "./create-interner";
import type { TRatingColumns } from "./types";
import { countNoun } from "@/lib/text/count-noun";

/** Problems listed in one error message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 20;
/** Problems kept to sort by line; beyond, only counted (a file of nothing but errors stays cheap). */
const MAX_KEPT_PROBLEMS = 10_000;

export type TRatingsBuilder = {
  /**
   * Adds a rating by its codes from `interners` (−1 = blank, reported; a blank grade is no
   * grade, and the grade is read only after `withGrades`).
   */
  addCodes: (line: number, item: number, rater: number, label: number, grade?: number) => void;
  interners: { item: TInterner; rater: TInterner; label: TInterner; grade: TInterner };
  add: (
    line: number,
    item: string | undefined,
    rater: string | undefined,
    label: string | undefined,
    grade?: string,
  ) => void;
  /** The file has a grade column (or key): ratings from now on carry one, earlier ones none. */
  withGrades: () => void;
  fail: (line: number, message: string) => void;
  /** Makes room for `rows` ratings in all (a hint from a reader that can estimate them). */
  reserve: (rows: number) => void;
  /** The columns, after checking that no rater labelled an item twice; throws every problem found. */
  finish: () => TRatingColumns;
};

/**
 * Collects parsed ratings into interned, integer-coded columns (growable typed arrays, so a
 * million rows cost a few megabytes) and gathers per-line problems: blank fields, and a rater
 * labelling one item twice. `source` names the file in messages.
 */
export function createRatingsBuilder(options: { source: string }): TRatingsBuilder {
  const { source } = options;
  const interners = {
    item: createInterner(),
    rater: createInterner(),
    label: createInterner(),
    grade: createInterner(),
  };
  // Grade codes per rating, only for a file with grades (a million binary ratings pay nothing).
  let grade: Int32Array | null = null;
  let columns = {
    item: new Int32Array(1 << 16),
    rater: new Int32Array(1 << 16),
    label: new Int32Array(1 << 16),
    line: new Int32Array(1 << 16),
  };
  let size = 0;
  const problems: { line: number; message: string }[] = [];
  let problemCount = 0;

  // While every item's ratings come in one run (a file grouped by item), a rater labelling an
  // item twice shows within the run: `stamp[rater]` = 1 + the item of its last rating. Only when
  // that fails (or may have) does finish() look for duplicates over all ratings.
  let grouped = true;
  let duplicateSeen = false;
  let runItem = -1;
  let stamp: Int32Array = new Int32Array(64);
  const fail = (line: number, message: string) => {
    problemCount += 1;
    if (problems.length < MAX_KEPT_PROBLEMS) problems.push({ line, message });
  };
  const addCodes = (line: number, item: number, rater: number, label: number, g = -1) => {
    if (item < 0 || rater < 0 || label < 0) {
      return fail(
        line,
        `${[item < 0 && "item", rater < 0 && "rater", label < 0 && "label"].filter(Boolean).join(", ")} must not be blank`,
      );
    }
    if (size === columns.item.length) {
      columns = grow(columns, size * 2);
      if (grade) grade = grownGrades(grade, size * 2);
    }
    if (grouped) {
      if (item !== runItem) {
        if (item < runItem) grouped = false;
        runItem = item;
      }
      if (rater >= stamp.length) stamp = grownStamp(stamp, rater);
      if (stamp[rater] === item + 1) duplicateSeen = true;
      stamp[rater] = item + 1;
    }
    columns.item[size] = item;
    columns.rater[size] = rater;
    columns.label[size] = label;
    columns.line[size] = line;
    if (grade) grade[size] = g;
    size += 1;
  };
  const add = (
    line: number,
    item: string | undefined,
    rater: string | undefined,
    label: string | undefined,
    g?: string,
  ) =>
    addCodes(
      line,
      interners.item.codeOf(item ?? ""),
      interners.rater.codeOf(rater ?? ""),
      interners.label.codeOf(label ?? ""),
      grade ? interners.grade.codeOf(g ?? "") : -1,
    );
  const withGrades = () => {
    if (grade) return;
    grade = new Int32Array(columns.item.length).fill(-1);
  };
  const reserve = (rows: number) => {
    if (rows <= columns.item.length) return;
    columns = grow(columns, rows);
    if (grade) grade = grownGrades(grade, rows);
  };
  const finish = (): TRatingColumns => {
    const result: TRatingColumns = {
      items: interners.item.names(),
      raters: interners.rater.names(),
      labels: interners.label.names(),
      item: columns.item.subarray(0, size),
      rater: columns.rater.subarray(0, size),
      label: columns.label.subarray(0, size),
      line: columns.line.subarray(0, size),
      grade: grade && readGrades({ codes: grade.subarray(0, size), columns, interners, fail }),
    };
    if (!grouped || duplicateSeen) findDuplicates({ columns: result, fail });
    if (problemCount === 0 && size === 0)
      throw new AppError("INVALID_INPUT", `${source}: no ratings: the file has no data rows.`);
    if (problemCount > 0) {
      const listed = problems.sort((x, y) => x.line - y.line).slice(0, MAX_LISTED_PROBLEMS);
      const more =
        problemCount > listed.length ? `\n  … and ${problemCount - listed.length} more` : "";
      const lines = listed.map(({ line, message }) => `line ${line}: ${message}`).join("\n  ");
      throw new AppError(
        "INVALID_INPUT",
        `${source}: ${countNoun({ count: problemCount, one: "problem" })}:\n  ${lines}${more}`,
        { problems: problemCount },
      );
    }
    return result;
  };
  return { add, addCodes, interners, fail, finish, reserve, withGrades };
}

/** Largest grade a file may hold (the scales' limit, lib/scales). */
const MAX_GRADE = 10;

/** Each rating's grade as a number (0 = none), reporting a grade that is not 1 to 10. */
function readGrades(options: {
  codes: Int32Array;
  columns: { line: Int32Array };
  interners: { grade: TInterner };
  fail: (line: number, message: string) => void;
}): Int32Array {
  const { codes, columns, interners, fail } = options;
  const names = interners.grade.names();
  const value = names.map((name) => (/^\d+$/.test(name) ? Number(name) : NaN));
  const grades = new Int32Array(codes.length);
  for (let r = 0; r < codes.length; r++) {
    const code = codes[r]!;
    if (code < 0) continue;
    const g = value[code]!;
    if (g >= 1 && g <= MAX_GRADE) grades[r] = g;
    else
      fail(
        columns.line[r]!,
        `grade "${names[code]}" must be a whole number from 1 to ${MAX_GRADE}, or blank`,
      );
  }
  return grades;
}

function grownGrades(grade: Int32Array, length: number): Int32Array {
  const grown = new Int32Array(length).fill(-1);
  grown.set(grade);
  return grown;
}

function grow<T extends Record<string, Int32Array>>(columns: T, length: number): T {
  const grown = {} as Record<string, Int32Array>;
  for (const [key, column] of Object.entries(columns)) {
    grown[key] = new Int32Array(length);
    grown[key].set(column);
  }
  return grown as T;
}

function grownStamp(stamp: Int32Array, atLeast: number): Int32Array {
  const bigger = new Int32Array(Math.max(stamp.length * 2, atLeast + 1));
  bigger.set(stamp);
  return bigger;
}

/** Reports every second rating of a rater on an item, naming both, with the first line. */
function findDuplicates(options: {
  columns: TRatingColumns;
  fail: (line: number, message: string) => void;
}) {
  const { columns, fail } = options;
  const { item, rater, line } = columns;
  const start = new Int32Array(columns.items.length + 1);
  for (let r = 0; r < item.length; r++) start[item[r]! + 1]! += 1;
  for (let i = 0; i < columns.items.length; i++) start[i + 1]! += start[i]!;
  const next = start.slice(0, columns.items.length);
  const order = new Int32Array(item.length);
  for (let r = 0; r < item.length; r++) order[next[item[r]!]!++] = r;
  const seenOn = new Int32Array(columns.raters.length).fill(-1);
  const firstRow = new Int32Array(columns.raters.length);
  for (let i = 0; i < columns.items.length; i++) {
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const r = order[k]!;
      const j = rater[r]!;
      if (seenOn[j] !== i) {
        seenOn[j] = i;
        firstRow[j] = r;
        continue;
      }
      fail(
        line[r]!,
        `rater "${columns.raters[j]}" already labelled item "${columns.items[i]}" on line ${line[firstRow[j]!]}`,
      );
    }
  }
}
