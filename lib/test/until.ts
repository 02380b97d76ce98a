/**
 * Polls `check` every `intervalMs` until it holds; throws after `timeoutMs`, saying what it was
 * waiting for (`what`). Every polling loop in the tests goes through it: none can hang.
 */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what = "a condition",
  intervalMs = 20,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
