/** What a changed file of a fix is: source code, a test, or another file (change log, docs, data, build). */
export type TFixFileRole = "code" | "test" | "other";

const CODE =
  /\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|inc|ipp|m|mm|java|kt|kts|scala|groovy|py|pyx|pxd|pyi|js|mjs|cjs|ts|tsx|jsx|rs|go|php|phpt|rb|swift|cs|y|yy|l|re|lua|pl|pm|sh|zig|asm|s|S|tcc|def)$/i;
const TEST =
  /(?:^|\/)(?:tests?|testing|testsuite|unittests?|regress(?:ion)?|fuzz(?:ing)?[-_]?corpus)(?:\/|$)|(?:^|[/_.-])tests?[_.-]|_test\.|\.test\.|Test\.java$|Tests?\.(?:kt|scala|cs)$|\.phpt$/i;
/** Change logs, news, docs and notes, by name, whatever their extension. */
const NOTES =
  /(?:^|\/)(?:NEWS|CHANGES?|CHANGELOG|CHANGE_LOG|HISTORY|RELEASE[-_]?NOTES|UPGRADING|UPGRADE|AUTHORS|CONTRIBUTORS|THANKS|README|TODO|COPYING|LICEN[CS]E)(?:[._-][^/]*)?$|(?:^|\/)(?:docs?|documentation|man|Misc\/NEWS\.d)\//i;

/** Classifies one changed file by its path: NEWS, CHANGELOG, docs and data are not code. */
export function classifyFixFile(options: { path: string }): TFixFileRole {
  const { path } = options;
  if (NOTES.test(path)) return "other";
  if (TEST.test(path)) return "test";
  return CODE.test(path) ? "code" : "other";
}
