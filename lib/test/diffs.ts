/** A small valid unified diff for tests; `body` varies its added line. */
export function sampleDiff(body = "  return x + 1;", file = "src/calc.c"): string {
  return [
    `diff --git a/${file} b/${file}`,
    `--- a/${file}`,
    `+++ b/${file}`,
    "@@ -1,3 +1,3 @@",
    " int inc(int x) {",
    "-  return x;",
    `+${body}`,
    " }",
    "",
  ].join("\n");
}

export function jsonl(rows: unknown[]): Uint8Array {
  return new TextEncoder().encode(
    rows.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n") + "\n",
  );
}
