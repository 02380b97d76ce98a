import type { TCodedRatings } from "@/lib/stats/types";
import type { TRatingColumns } from "./types";

/**
 * Splits parsed ratings into the human raters' coded ratings and the judge's label per item.
 * Human raters are recoded 0… in string order of their ids (so pairs come out a < b by id);
 * labels in `missing` become −1 for humans and judge alike; item and label codes are kept. When
 * nothing needs recoding (no judge, raters in id order, no missing label) the columns' own
 * arrays are the ratings, not copies.
 */
export function codeHumanRatings(options: {
  columns: TRatingColumns;
  judgeCode: number;
  missing: readonly string[];
}): { ratings: TCodedRatings; raterIds: string[]; judgeLabels: Int32Array } {
  const { columns, judgeCode, missing } = options;
  const humans = columns.raters
    .map((id, code) => ({ id, code }))
    .filter(({ code }) => code !== judgeCode);
  humans.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const humanCode = new Int32Array(columns.raters.length).fill(-1);
  humans.forEach(({ code }, sorted) => (humanCode[code] = sorted));
  const raterIds = humans.map(({ id }) => id);
  const labelCode = Int32Array.from(columns.labels, (name, code) =>
    missing.includes(name) ? -1 : code,
  );
  const judgeLabels = new Int32Array(columns.items.length).fill(-1);
  const total = columns.item.length;
  // No judge, raters already in id order and no missing label: the columns are the ratings.
  if (
    judgeCode < 0 &&
    humans.every(({ code }, sorted) => code === sorted) &&
    labelCode.every((code, l) => code === l)
  )
    return {
      ratings: {
        itemCount: columns.items.length,
        raterCount: raterIds.length,
        labelCount: columns.labels.length,
        item: columns.item,
        rater: columns.rater,
        label: columns.label,
      },
      raterIds,
      judgeLabels,
    };
  let size = 0;
  for (let r = 0; r < total; r++) if (columns.rater[r] !== judgeCode) size += 1;
  const item = new Int32Array(size);
  const rater = new Int32Array(size);
  const label = new Int32Array(size);
  let k = 0;
  for (let r = 0; r < total; r++) {
    const l = labelCode[columns.label[r]!]!;
    if (columns.rater[r] === judgeCode) {
      judgeLabels[columns.item[r]!] = l;
      continue;
    }
    item[k] = columns.item[r]!;
    rater[k] = humanCode[columns.rater[r]!]!;
    label[k] = l;
    k += 1;
  }
  return {
    ratings: {
      itemCount: columns.items.length,
      raterCount: raterIds.length,
      labelCount: columns.labels.length,
      item,
      rater,
      label,
    },
    raterIds,
    judgeLabels,
  };
}
