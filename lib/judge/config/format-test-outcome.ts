import type { TPatchTests } from "@/lib/fix-specs/format-test-information";

/** What a judge prompt (`{{testOutcome}}`) is told when no test outcome was imported for the patch. */
export const UNKNOWN_TEST_OUTCOME =
  "Unknown: no test outcome was imported for this patch, so whether it passes the bug's tests is not known.";

/**
 * The `{{testOutcome}}` sentence of a judge prompt: what the patch's imported test data says and
 * nothing more: passes, fails or unknown. It fails when `passesTests` is false or a fail-to-pass
 * (reproduction) test still fails; it passes when `passesTests` is true or all fail-to-pass tests
 * pass (and nothing says it fails); otherwise it is unknown. Pure.
 */
export function formatTestOutcome(options: { tests: TPatchTests | null }): string {
  const tests = options.tests;
  if (!tests) return UNKNOWN_TEST_OUTCOME;
  const { passesTests, failToPassPassed: passed, failToPassTotal: total } = tests;
  const hasCounts = passed !== null && total !== null && total > 0;
  const counts = hasCounts ? ` (${passed} of ${total} fail-to-pass tests pass)` : "";
  const fails = passesTests === false || (hasCounts && passed < total);
  if (fails) return `Fails: the patch fails the bug's tests${counts}.`;
  if (passesTests === true || hasCounts)
    return `Passes: the patch passes the bug's tests${counts}. That alone does not make it a valid fix.`;
  return UNKNOWN_TEST_OUTCOME;
}
