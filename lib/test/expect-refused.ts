import { expect } from "vitest";

/**
 * A CLI command that failed as every refusal must: exit 1, nothing on stdout, one line on
 * stderr, matching `reason`.
 */
export function expectRefused(
  result: { status: number | null; stdout: string; stderr: string },
  reason: RegExp,
): void {
  expect(result.status, result.stdout + result.stderr).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr.trim().split("\n"), result.stderr).toHaveLength(1);
  expect(result.stderr).toMatch(reason);
}
