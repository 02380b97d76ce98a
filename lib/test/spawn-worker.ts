import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type TSpawnedWorker = {
  child: ChildProcess;
  exit: Promise<number | null>;
  id: Promise<string>;
  stderr: () => string;
};

/**
 * A real `rubricate worker` process on `databaseUrl` (with `--exit-when-idle` unless told
 * otherwise), judging with the mock LLM at `llmUrl`: its exit code, its id (from its start
 * line) and what it printed on stderr.
 */
export function spawnWorker(options: {
  databaseUrl: string;
  llmUrl: string;
  leaseMs: number;
  args?: string[];
  exitWhenIdle?: boolean;
  env?: Record<string, string>;
}): TSpawnedWorker {
  const { databaseUrl, llmUrl, leaseMs, args = [], exitWhenIdle = true } = options;
  const child = spawn(
    process.execPath,
    [
      path.resolve("bin/rubricate.mjs"),
      "worker",
      ...(exitWhenIdle ? ["--exit-when-idle"] : []),
      ...args,
    ],
    {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: "x".repeat(40),
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: llmUrl,
        LLM_MODEL: "mock-judge",
        JUDGE_LEASE_MS: String(leaseMs),
        JUDGE_POLL_MS: "100",
        ...options.env,
      },
    },
  );
  let stderr = "";
  const id = new Promise<string>((resolve, reject) => {
    child.stderr!.on("data", (d) => {
      stderr += String(d);
      const started = /Judge worker (\S+) started\./.exec(stderr);
      if (started) resolve(started[1]!);
    });
    child.once("exit", () => reject(new Error(`worker exited before starting:\n${stderr}`)));
  });
  id.catch(() => {});
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exit, id, stderr: () => stderr };
}

export { until } from "./until";
