import { AppError } from "@/lib/errors/app-error";

/**
 * The edited lines a lead accepts from a file (`rubricate judge refine accept --file`): a JSON
 * array of strings or of `{ text }`, an object with such `lines` (a proposal as `show --json`
 * prints it), or plain text, one line per line (blank lines and `#` comments skipped). Pure.
 */
export function parseGuidanceLines(options: { text: string }): string[] {
  const text = options.text.trim();
  if (!text.startsWith("[") && !text.startsWith("{"))
    return text
      .split("\n")
      .map((l) => l.replace(/^\s*(?:\d+[.)]|[-*])\s+/, "").trim())
      .filter((l) => l && !l.startsWith("#"));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new AppError("INVALID_INPUT", `file: not valid JSON (${(err as Error).message}).`);
  }
  const object = value as { lines?: unknown; proposal?: { lines?: unknown } };
  const list = Array.isArray(value) ? value : (object.lines ?? object.proposal?.lines ?? null);
  if (!Array.isArray(list))
    throw new AppError(
      "INVALID_INPUT",
      "file: expected an array of lines or an object with `lines`.",
    );
  return list.map((item, i) => {
    const line = typeof item === "string" ? item : (item as { text?: unknown })?.text;
    if (typeof line !== "string")
      throw new AppError("INVALID_INPUT", `file: line ${i + 1} is neither a string nor { text }.`);
    return line;
  });
}
