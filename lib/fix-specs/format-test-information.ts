/** What the judge is told when a patch comes with no test outcome (paper 000, §3.2.3). */
export const NO_TEST_INFORMATION = "No testing information is available.";
/** The end of a long test log is kept: failures and summaries are printed last. */
const MAX_LOG_CHARS = 8_000;

/** The Patch columns a TPatchTests is read from (a Prisma select). */
export const PATCH_TESTS_SELECT = {
  passesTests: true,
  failToPassPassed: true,
  failToPassTotal: true,
  passToPassPassed: true,
  passToPassTotal: true,
  testLog: true,
} as const;

/** A patch's test columns, as imported (lib/import: passesTests, failToPass, passToPass, testLog). */
export type TPatchTests = {
  passesTests: boolean | null;
  failToPassPassed: number | null;
  failToPassTotal: number | null;
  passToPassPassed: number | null;
  passToPassTotal: number | null;
  testLog: string | null;
};

/**
 * The "Test information" block of the fix-specification judge: the imported test outcome of
 * the patch (passes or fails, fail-to-pass and pass-to-pass counts) and the end of its test
 * log, or NO_TEST_INFORMATION when the import gave none. Pure.
 */
export function formatTestInformation(options: { tests: TPatchTests }): string {
  const { passesTests, testLog } = options.tests;
  const count = (passed: number | null, total: number | null) =>
    passed === null || total === null ? null : { passed, total };
  const failToPass = count(options.tests.failToPassPassed, options.tests.failToPassTotal);
  const passToPass = count(options.tests.passToPassPassed, options.tests.passToPassTotal);
  const lines: string[] = [];
  if (passesTests !== null)
    lines.push(
      passesTests ? "The patch passes the tests that were run." : "The patch fails tests.",
    );
  if (failToPass)
    lines.push(
      `Fail-to-pass tests (failed before the fix): ${failToPass.passed} of ${failToPass.total} pass.`,
    );
  if (passToPass)
    lines.push(
      `Pass-to-pass tests (passed before the fix): ${passToPass.passed} of ${passToPass.total} pass.`,
    );
  const log = testLog?.trim() ?? "";
  if (log) {
    const cut = log.length > MAX_LOG_CHARS;
    lines.push(
      `Test log${cut ? ` (last ${MAX_LOG_CHARS} characters)` : ""}:`,
      "```",
      cut ? log.slice(-MAX_LOG_CHARS) : log,
      "```",
    );
  }
  return lines.length === 0 ? NO_TEST_INFORMATION : lines.join("\n");
}
