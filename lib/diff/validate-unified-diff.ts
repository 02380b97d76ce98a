import { parse } from "diff2html";

export const MAX_PATCH_BYTES = 1024 * 1024;

export type TDiffCheck = { ok: true; files: number; hunks: number } | { ok: false; reason: string };

/**
 * Checks that text is a non-empty unified diff of at most 1 MB: file headers
 * (`---`/`+++` or `diff --git`) and at least one `@@` hunk, parsed by diff2html.
 */
export function validateUnifiedDiff(options: { text: string }): TDiffCheck {
  const { text } = options;
  if (text.trim() === "") return { ok: false, reason: "empty diff" };
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_PATCH_BYTES) {
    return {
      ok: false,
      reason: `diff is ${(bytes / 1024 / 1024).toFixed(2)} MB; the limit is 1 MB`,
    };
  }
  const hasHeaders = /^(--- |\+\+\+ |diff --git )/m.test(text);
  const hasHunk = /^@@ -\d+(,\d+)? \+\d+(,\d+)? @@/m.test(text);
  if (!hasHeaders || !hasHunk) {
    return { ok: false, reason: "not a unified diff: expected ---/+++ file headers and @@ hunks" };
  }
  const files = parse(text);
  const hunks = files.reduce((n, f) => n + f.blocks.length, 0);
  if (files.length === 0 || hunks === 0) {
    return { ok: false, reason: "not a unified diff: no file with a hunk could be parsed" };
  }
  return { ok: true, files: files.length, hunks };
}
