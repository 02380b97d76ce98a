import type { TJudgeRunView } from "@/lib/judge/judge-api.types";
import { formatRunViewProgress } from "@/lib/judge/results/format-run-view-progress";

/**
 * Polls a run on the server (its workers run the jobs) until it is no longer queued or running,
 * drawing the local command's progress line on stderr; Ctrl-C stops following, not the run.
 * Returns the run as last read.
 */
export async function followRemoteRun(options: {
  getRun: () => Promise<TJudgeRunView>;
  intervalMs?: number;
}): Promise<TJudgeRunView> {
  const tty = process.stderr.isTTY;
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
  };
  process.once("SIGINT", interrupt);
  let lastLine = "";
  let run: TJudgeRunView;
  try {
    for (;;) {
      run = await options.getRun();
      const line = formatRunViewProgress({ run });
      if (line !== lastLine) process.stderr.write(tty ? `\r${line}` : `${line}\n`);
      lastLine = line;
      if (run.status !== "queued" && run.status !== "running") break;
      if (interrupted) {
        process.stderr.write("\nInterrupted: the run continues on the server.\n");
        break;
      }
      await new Promise((r) => setTimeout(r, options.intervalMs ?? 1000));
    }
  } finally {
    if (tty) process.stderr.write("\n");
    process.off("SIGINT", interrupt);
  }
  return run;
}
