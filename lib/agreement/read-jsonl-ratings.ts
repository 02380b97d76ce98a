import type { TRatingsBuilder } from "./create-ratings-builder";

/**
 * Feeds the rows of a JSONL text (one object per line with `item`, `rater` and `label`, each a
 * string or a number, and optionally `grade`, a number, a string or null; other keys ignored;
 * blank lines skipped) into `builder`, reporting each bad line with its number.
 */
export function readJsonlRatings(options: { text: string; builder: TRatingsBuilder }) {
  const { text, builder } = options;
  let from = 0;
  let line = 0;
  while (from < text.length) {
    let to = text.indexOf("\n", from);
    if (to === -1) to = text.length;
    line += 1;
    const row = text.slice(from, to);
    from = to + 1;
    if (row.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(row);
    } catch (err) {
      builder.fail(line, `invalid JSON: ${(err as Error).message}`);
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      builder.fail(line, "expected a JSON object with item, rater and label");
      continue;
    }
    const record = value as Record<string, unknown>;
    const fields = (["item", "rater", "label"] as const).map((key) => ({
      key,
      text: asText(record[key]),
    }));
    const wrong = fields.filter((f) => f.text === null).map((f) => f.key);
    if (wrong.length > 0) {
      builder.fail(
        line,
        `${wrong.join(", ")} must be ${wrong.length > 1 ? "strings or numbers" : "a string or a number"}`,
      );
      continue;
    }
    const grade = record.grade;
    if (grade !== undefined && grade !== null && asText(grade) === null) {
      builder.fail(line, "grade must be a number, a string or null");
      continue;
    }
    if (grade !== undefined) builder.withGrades();
    builder.add(
      line,
      fields[0]!.text!,
      fields[1]!.text!,
      fields[2]!.text!,
      grade === undefined || grade === null ? undefined : asText(grade)!,
    );
  }
}

function asText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}
