import { describe, expect, it } from "vitest";
import { ZJudgeRunStatus } from "@/lib/judge/schemas";
import { judgeRunExitCode } from "./judge-run-exit-code";

describe("judgeRunExitCode", () => {
  it("is 0 only for a run whose every job completed", () => {
    const codes = Object.fromEntries(
      ZJudgeRunStatus.options.map((status) => [status, judgeRunExitCode({ status })]),
    );
    expect(codes).toEqual({
      queued: 130,
      running: 130,
      completed: 0,
      completed_with_failures: 1,
      failed: 1,
      cancelled: 1,
    });
  });
});
