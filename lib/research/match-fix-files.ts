/** A diff path without its a/ or b/ side prefix and leading ./ or /. */
const clean = (p: string) => p.replace(/^(?:[ab]\/)/, "").replace(/^(?:\.\/|\/)+/, "");
const rest = (p: string) => p.slice(p.indexOf("/") + 1);

/**
 * Whether a candidate patch edits one of the developer fix's files (file-level localization,
 * Passerine §V-B): the same path after the a/ b/ prefixes, or after dropping the first directory
 * of either side or both (benchmarks name each tool's copy of the tree: `Math99b_Patch209/src/…`
 * against the fix's `src/…`, `sourceFile_S3/…` against `sourceFile_human/…`). A bare file name,
 * or one directly below such a tree directory (`sourceFile_S3/Foo.java`), matches the fix's file
 * of that name; deeper paths never match by file name alone. Null when either side names no file.
 */
export function matchFixFiles(options: {
  patchFiles: readonly string[];
  fixFiles: readonly string[];
}): boolean | null {
  const patch = options.patchFiles.map(clean).filter(Boolean);
  const fix = options.fixFiles.map(clean).filter(Boolean);
  if (patch.length === 0 || fix.length === 0) return null;
  const variants = (p: string) => (p.includes("/") ? [p, rest(p)] : [p]);
  const known = new Set(fix.flatMap(variants));
  const names = new Set(fix.map((f) => f.slice(f.lastIndexOf("/") + 1)));
  return patch.some(
    (p) => variants(p).some((v) => known.has(v)) || (!rest(p).includes("/") && names.has(rest(p))),
  );
}
