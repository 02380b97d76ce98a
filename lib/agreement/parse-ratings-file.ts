import { isUtf8 } from "node:buffer";
import { AppError } from "@/lib/errors/app-error";
import { createRatingsBuilder } from "./create-ratings-builder";
import { readCsvRatings } from "./read-csv-ratings";
import { readJsonlRatings } from "./read-jsonl-ratings";
import type { TRatingColumns } from "./types";

/**
 * Parses a ratings file into integer-coded columns: CSV with a header holding item, rater and
 * label (other columns ignored), or JSONL objects with those keys; labels are arbitrary strings
 * (trimmed, case kept). JSONL when the name ends in .jsonl or .ndjson, CSV when it ends in .csv,
 * else JSONL when the first non-blank character is `{`. Throws an INVALID_INPUT AppError naming
 * the lines for: missing header columns, no data rows, blank fields, malformed lines, and a
 * rater labelling an item twice.
 */
export function parseRatingsFile(options: { bytes: Uint8Array; fileName: string }): TRatingColumns {
  const { bytes, fileName } = options;
  if (!isUtf8(bytes))
    throw new AppError("INVALID_INPUT", `${fileName}: not UTF-8 text; re-save it as UTF-8.`);
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const first = body.findIndex((b) => b !== 32 && (b < 9 || b > 13));
  if (first === -1)
    throw new AppError(
      "INVALID_INPUT",
      `${fileName}: the file is empty; expected CSV with the header item,rater,label or JSONL.`,
    );
  const builder = createRatingsBuilder({ source: fileName });
  const lower = fileName.toLowerCase();
  const jsonl =
    lower.endsWith(".jsonl") ||
    lower.endsWith(".ndjson") ||
    (!lower.endsWith(".csv") && body[first] === 0x7b);
  if (jsonl) readJsonlRatings({ text: new TextDecoder().decode(body), builder });
  else readCsvRatings({ bytes: body, source: fileName, builder });
  return builder.finish();
}
