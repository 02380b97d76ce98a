import { describe, expect, it } from "vitest";
import { formatTestOutcome, UNKNOWN_TEST_OUTCOME } from "./format-test-outcome";

const none = {
  passesTests: null,
  failToPassPassed: null,
  failToPassTotal: null,
  passToPassPassed: null,
  passToPassTotal: null,
  testLog: null,
};

describe("formatTestOutcome", () => {
  it("says passes, fails or unknown from passesTests", () => {
    expect(formatTestOutcome({ tests: { ...none, passesTests: true } })).toBe(
      "Passes: the patch passes the bug's tests. That alone does not make it a valid fix.",
    );
    expect(formatTestOutcome({ tests: { ...none, passesTests: false } })).toBe(
      "Fails: the patch fails the bug's tests.",
    );
    expect(formatTestOutcome({ tests: none })).toBe(UNKNOWN_TEST_OUTCOME);
    expect(formatTestOutcome({ tests: null })).toBe(UNKNOWN_TEST_OUTCOME);
  });

  it("fails when a fail-to-pass test still fails, even without passesTests, and names the counts", () => {
    const tests = { ...none, failToPassPassed: 1, failToPassTotal: 2 };
    expect(formatTestOutcome({ tests })).toBe(
      "Fails: the patch fails the bug's tests (1 of 2 fail-to-pass tests pass).",
    );
    expect(formatTestOutcome({ tests: { ...tests, passesTests: true } })).toMatch(/^Fails/);
  });

  it("passes on all fail-to-pass tests unless passesTests says it fails", () => {
    const tests = { ...none, failToPassPassed: 2, failToPassTotal: 2 };
    expect(formatTestOutcome({ tests })).toMatch(/^Passes: .*\(2 of 2 fail-to-pass tests pass\)/);
    expect(formatTestOutcome({ tests: { ...tests, passesTests: false } })).toMatch(/^Fails/);
  });
});
