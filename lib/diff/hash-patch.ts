import { createHash } from "node:crypto";

/** Line endings to LF and trailing whitespace per line and at the end dropped. */
export function normalizePatch(options: { text: string }): string {
  return options.text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, ""))
    .join("\n")
    .trimEnd();
}

/** sha256 (hex) of the normalized patch text: equal for patches that differ only in whitespace at line ends. */
export function hashPatch(options: { text: string }): string {
  return createHash("sha256").update(normalizePatch(options)).digest("hex");
}
