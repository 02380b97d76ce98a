import type { TJudgeRunStatus } from "@/lib/judge/schemas";

/**
 * The exit code of `rubricate judge` once it stops following a run, so a script can tell a clean
 * run from the others: 0 when every job completed; 1 when the run failed, was cancelled or
 * completed with failures; 130 (as after Ctrl+C) when it was left queued or running, which is
 * when the person interrupted the command (the run goes on in a worker).
 */
export function judgeRunExitCode(options: { status: TJudgeRunStatus }): number {
  const { status } = options;
  if (status === "completed") return 0;
  if (status === "queued" || status === "running") return 130;
  return 1;
}
