import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { format } from "node:util";
import { copyTestDatabase, type TTestProvider } from "./copy-test-database";

type TEnv = Record<string, string | undefined>;
export type TCliResult = { status: number | null; stdout: string; stderr: string };
type TRunnerOptions = { tag: string; provider?: TTestProvider; url?: string; env?: TEnv };

/** A private copy of the migrated test database, and the environment a CLI call runs with. */
function prepareRunner(options: TRunnerOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), `rubricate-${options.tag}-`));
  const url = options.url ?? copyTestDatabase(options);
  // A RUBRICATE_SERVER of the shell would send every command to that server (lib/cli/remote).
  const vars: TEnv = {
    DATABASE_URL: url,
    AUTH_SECRET: "x".repeat(40),
    RUBRICATE_SERVER: undefined,
    RUBRICATE_TOKEN: undefined,
    ...options.env,
  };
  return { dir, url, vars, env: { ...process.env, ...vars } };
}

/** The binary, with stdout and stderr read from pipes as a shell pipeline would (no size limit). */
function spawnBinary(env: NodeJS.ProcessEnv, args: string[]) {
  return new Promise<TCliResult>((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve("bin/rubricate.mjs"), ...args], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({
        status,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
      }),
    );
  });
}

/**
 * The real `rubricate` binary against a private copy of the migrated test database (the
 * suite's engine unless `provider` says; `url` to use a database of the test's own, and `env`
 * to add or replace environment variables): `dir` for scratch files, `url` its database,
 * `run(...args)` for one invocation, `runPiped(...args)` the same with stdout and stderr read
 * from pipes as a shell pipeline would (no size limit; `spawnSync` stops at 1 MB).
 */
export function makeCliRunner(options: TRunnerOptions) {
  const { dir, url, env } = prepareRunner(options);
  const bin = path.resolve("bin/rubricate.mjs");
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env });
  const runPiped = (...args: string[]) => spawnBinary(env, args);
  return { dir, url, run, runPiped };
}

/** process.exit called by a command run in-process (the worker's stop): unwinds it instead. */
class CliExit extends Error {
  constructor(readonly exitStatus: number) {
    super(`process.exit(${exitStatus}) in an in-process CLI call`);
  }
}

/** The database the in-process runs of this test file use (the Prisma client reads it once). */
let inProcessUrl: string | undefined;
/** In-process calls one at a time: each replaces the process's output streams while it runs. */
let queue: Promise<unknown> = Promise.resolve();

/** Sets `vars` in process.env; returns the function that puts the previous values back. */
function applyEnv(vars: TEnv): () => void {
  const previous = Object.keys(vars).map((key): [string, string | undefined] => [
    key,
    process.env[key],
  ]);
  const set = (entries: [string, string | undefined][]) => {
    for (const [key, value] of entries)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  };
  set(Object.entries(vars));
  return () => set(previous);
}

/**
 * Everything written to process.stdout / process.stderr (and through console, which Vitest
 * replaces in its workers) while `body` runs, as a pipe would get it (no TTY); process.exit
 * becomes an exception that ends the call with its code.
 */
async function captureOutput(body: () => Promise<number>): Promise<TCliResult> {
  const chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
  let exited: number | null = null;
  const restores: (() => void)[] = [];
  const replace = <T extends object, K extends keyof T>(target: T, key: K, value: T[K]) => {
    const own = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
    restores.push(() =>
      own ? Object.defineProperty(target, key, own) : delete (target as Record<K, unknown>)[key],
    );
  };
  const sink = (name: "stdout" | "stderr") => (text: string | Uint8Array, encoding?: unknown) => {
    if (exited !== null) return;
    const enc = typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8";
    chunks[name].push(typeof text === "string" ? Buffer.from(text, enc) : Buffer.from(text));
  };
  for (const name of ["stdout", "stderr"] as const) {
    const stream = process[name];
    const write = sink(name);
    replace(stream, "isTTY", false);
    replace(stream, "write", ((chunk: string | Uint8Array, encoding?: unknown, cb?: unknown) => {
      write(chunk, encoding);
      const done = typeof encoding === "function" ? encoding : cb;
      if (typeof done === "function") process.nextTick(done as () => void);
      return true;
    }) as typeof stream.write);
  }
  const toConsole = (name: "stdout" | "stderr") => {
    const write = sink(name);
    return (...args: unknown[]) => write(`${format(...args)}\n`);
  };
  for (const method of ["log", "info", "debug"] as const)
    replace(console, method, toConsole("stdout"));
  for (const method of ["error", "warn"] as const) replace(console, method, toConsole("stderr"));
  replace(process, "exit", ((code?: number | string | null) => {
    exited ??= Number(code ?? process.exitCode ?? 0);
    throw new CliExit(exited);
  }) as typeof process.exit);
  let status: number;
  try {
    status = await body();
  } catch (err) {
    if (!(err instanceof CliExit)) throw err;
    status = err.exitStatus;
  } finally {
    for (const restore of restores.reverse()) restore();
    process.exitCode = undefined;
  }
  return {
    status: exited ?? status,
    stdout: Buffer.concat(chunks.stdout).toString("utf8"),
    stderr: Buffer.concat(chunks.stderr).toString("utf8"),
  };
}

/**
 * `rubricate` run in this process (lib/cli/run-cli-program.ts, what the binary runs), without
 * a node start per call: `await run(...args)` gives the binary's `{ status, stdout, stderr }`.
 * The environment is that of makeCliRunner, set in process.env around each call (and
 * DATABASE_URL from here on). A test file has one database in-process (the Prisma client reads
 * DATABASE_URL once); `runBinary(...args)` spawns the real binary (async, piped) with the same
 * environment, for what is about the process (signals, exit, the `worker` loop, > 1 MB).
 */
export function makeInProcessCliRunner(options: TRunnerOptions) {
  // In Vitest's "db" project the file's database is set up already (fresh-test-database.ts),
  // and files share this module: the runner uses that database.
  const fileDb = process.env.RUBRICATE_TEST_DB_READY === "1" ? process.env.DATABASE_URL : undefined;
  const { dir, url, vars, env } = prepareRunner(
    fileDb ? { ...options, url: options.url ?? fileDb } : options,
  );
  const loaded = (globalThis as { rubricateDb?: unknown }).rubricateDb !== undefined;
  const current = fileDb ?? inProcessUrl ?? (loaded ? process.env.DATABASE_URL : url);
  if (current !== url)
    throw new Error(
      "One database per test file in-process (the Prisma client reads DATABASE_URL once): use makeCliRunner for another.",
    );
  inProcessUrl = url;
  // From here on: a module of the test that loads the Prisma client later gets this database.
  process.env.DATABASE_URL = url;
  const call = async (args: string[]) => {
    const restoreEnv = applyEnv(vars);
    try {
      const { runCliProgram } = await import("@/lib/cli/run-cli-program");
      return await captureOutput(() => runCliProgram({ args, env: process.env }));
    } finally {
      restoreEnv();
    }
  };
  const run = (...args: string[]): Promise<TCliResult> => {
    const result = queue.then(() => call(args));
    queue = result.catch(() => undefined);
    return result;
  };
  const runBinary = (...args: string[]) => spawnBinary(env, args);
  return { dir, url, run, runBinary };
}
