import { getAppRoot } from "@/lib/env/get-app-root";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type TWorkerProcess = {
  wake: () => void;
  stop: () => void;
  /** Resolves once the first worker process has started judging. */
  ready: Promise<void>;
  /** The worker process's pid (null while it is being started again). */
  pid: () => number | null;
};

/**
 * V8 flags of a worker process. A judge worker keeps each call in flight (and each job claimed
 * ahead) alive through the provider's latency, so much of its young generation is live whenever
 * V8 scavenges it and is copied each time. With the default 16 MB semi-spaces that was ~11
 * scavenges a second at concurrency 64, ~8 % of the worker's thread; with 64 MB, a third as
 * many and a third less time in them, for up to ~100 MB more memory (bench/RESULTS.md).
 */
const WORKER_V8_FLAGS = ["--max-semi-space-size=64"];

/** How long to wait before starting a worker process again after it died, at most. */
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Starts `rubricate worker --with-parent` as a child of this server (JUDGE_WORKER=process): the
 * judge and batch workers then run on their own thread, so a 100,000-patch run never delays the
 * server's page and API requests. The child stops when this process ends, even when it is
 * killed (its IPC channel closes); if the child dies, it is started again after a delay that
 * doubles up to 30 s. `wake` tells it a run was queued (else it looks every JUDGE_POLL_MS).
 */
export function spawnWorkerProcess(
  options: {
    root?: string;
    /** Judge calls in flight in this child (default: its JUDGE_WORKER_CONCURRENCY). */
    concurrency?: number;
    /** Whether this child also runs the provider-batch worker (one child of several does). */
    batches?: boolean;
  } = {},
): TWorkerProcess {
  const root = options.root ?? getAppRoot();
  const args = [
    ...WORKER_V8_FLAGS,
    path.join(root, "bin", "rubricate.mjs"),
    "worker",
    "--with-parent",
    ...(options.concurrency ? ["--concurrency", String(options.concurrency)] : []),
    ...(options.batches === false ? ["--no-batches"] : []),
  ];
  let child: ChildProcess | null = null;
  let stopped = false;
  let delay = 1_000;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const start = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, args, {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.on("message", (m: { type?: string } | null) => {
      if (m?.type === "ready") markReady();
    });
    child.on("exit", (code, signal) => {
      child = null;
      if (stopped) return;
      // A worker that ran a while had a fault, not a start-up failure: retry soon.
      if (Date.now() - startedAt > MAX_RESTART_DELAY_MS) delay = 1_000;
      console.error(
        `Judge worker process exited (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s.`,
      );
      setTimeout(() => !stopped && start(), delay).unref();
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    });
  };
  start();
  const stop = () => {
    stopped = true;
    child?.kill("SIGTERM");
  };
  process.once("exit", stop);
  return {
    wake: () => {
      if (child?.connected) child.send({ type: "wake" }, () => undefined);
    },
    stop,
    ready,
    pid: () => child?.pid ?? null,
  };
}
