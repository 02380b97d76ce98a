import { parse } from "diff2html";
import { IGNORED_TOKENS, TOKEN } from "./lint-vocabulary";

/** Identifiers of 4+ characters and constants (hex, or 3+ digits): "short tokens" like i, n, len, 0, 1 say nothing. */
function significant(token: string): boolean {
  if (/^0[xX]/.test(token)) return true;
  if (/^\d/.test(token)) return token.replace(/\D/g, "").length >= 3;
  return token.length >= 4 && !IGNORED_TOKENS.has(token.toLowerCase());
}

/** Source files whose added lines can be copied code: not tests, change logs, documentation or data. */
const SOURCE =
  /\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|inc|ipp|m|mm|java|kt|scala|py|pyx|js|mjs|cjs|ts|tsx|jsx|rs|go|php|rb|swift|cs|y|yy|l|re|lua|pl|sh|zig)$/i;
const TEST_PATH =
  /(?:^|\/)(?:tests?|testing|testsuite|unittests?|regress(?:ion)?)(?:\/|$)|(?:^|[/_.-])tests?[_.-]|_test\.|\.test\./i;

/** The code of one added line: comments and string or character literals removed. */
function codeOf(line: string): string {
  return line
    .replace(/\/\*.*?(\*\/|$)/g, " ")
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, " ")
    .replace(/\/\/.*$/, " ")
    .replace(/^\s*(?:\*|#\s|--\s).*$/, " ");
}

/**
 * The tokens a rubric copies from the developers' fix when it names them: identifiers and constants
 * of the ground-truth patch's added lines in source files other than tests (diff2html, as
 * draft-offline reads the diff; comments and string literals left out) that neither the bug report
 * nor the buggy code (deleted and context lines) already has, minus keywords, common words, short
 * tokens and locations (the changed files' paths and the functions in the hunk headers,
 * which draft-offline names as the place of the fix). Keyed by lower case, valued by the spelling
 * in the patch.
 */
export function collectFixTokens(options: {
  report: string;
  groundTruthPatch: string;
}): Map<string, string> {
  const lower = (text: string) => (text.match(TOKEN) ?? []).map((t) => t.toLowerCase());
  const files = parse(options.groundTruthPatch);
  // Named by the report, or a location (a changed file, the function a hunk is in): not copied code.
  const known = new Set([
    ...lower(options.report),
    ...files.flatMap((f) => [...lower(f.oldName), ...lower(f.newName)]),
    ...files.flatMap((f) => f.blocks.flatMap((b) => lower(b.header.replace(/^@@[^@]*@@/, "")))),
    // Already in the buggy code (deleted or context lines): the rubric may name what it describes.
    ...files.flatMap((f) =>
      f.blocks.flatMap((b) =>
        b.lines.filter((l) => l.type !== "insert").flatMap((l) => lower(l.content.slice(1))),
      ),
    ),
  ]);
  const out = new Map<string, string>();
  for (const file of files) {
    const path = file.newName === "/dev/null" ? file.oldName : file.newName;
    if (!SOURCE.test(path) || TEST_PATH.test(path)) continue;
    for (const block of file.blocks)
      for (const line of block.lines) {
        if (line.type !== "insert") continue;
        for (const token of codeOf(line.content.slice(1)).match(TOKEN) ?? []) {
          const key = token.toLowerCase();
          if (!significant(token) || known.has(key) || out.has(key)) continue;
          out.set(key, token);
        }
      }
  }
  return out;
}
