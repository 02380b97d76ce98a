import { AppError } from "@/lib/errors/app-error";

/**
 * Where each required column stands in a CSV header (names trimmed, any case, any order, other
 * columns ignored), plus the header's width. A missing or repeated required column throws an
 * INVALID_INPUT AppError naming the header's line (prefixed with `source` when given).
 */
export function findCsvColumns<C extends string>(options: {
  header: readonly string[];
  line: number;
  required: readonly C[];
  source?: string;
}): Record<C, number> & { width: number } {
  const { header, line, required, source } = options;
  const prefix = source ? `${source}: the header` : "The header";
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    const found = header.map((name) => `"${name.trim()}"`).join(", ");
    throw new AppError(
      "INVALID_INPUT",
      `${prefix} (line ${line}) lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}; found ${found}. Expected a header with ${required.slice(0, -1).join(", ")} and ${required.at(-1)}.`,
      { missing, found: header },
    );
  }
  const twice = required.filter((name) => names.indexOf(name) !== names.lastIndexOf(name));
  if (twice.length > 0) {
    throw new AppError(
      "INVALID_INPUT",
      `${prefix} (line ${line}) has the column${twice.length > 1 ? "s" : ""} ${twice.join(", ")} more than once.`,
      { duplicated: twice },
    );
  }
  const at = Object.fromEntries(required.map((name) => [name, names.indexOf(name)])) as Record<
    C,
    number
  >;
  return { ...at, width: header.length };
}
