import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type {
  TSqlThreadCall,
  TSqlThreadOptions,
  TSqlThreadRequest,
  TSqlThreadResponse,
} from "./sql-thread-protocol";
import type { TSqlDriver, TSqlStatement } from "./sql-types";

type TPending = { resolve: (rows: unknown) => void; reject: (err: Error) => void };

/**
 * The raw driver (lib/db/sql-types.ts) on a worker thread with a connection (SQLite) or pool
 * (PostgreSQL) of its own, for the judge worker's process (DATABASE_SQL_THREAD=on): a statement's
 * engine work (SQLite runs it synchronously, commit included; pg encodes and parses it) no longer
 * holds the thread that reads LLM answers. The thread starts on first use and again after it
 * died; requests out when it dies fail with its error. It keeps the process alive only while a
 * request is out. Nothing here joins a Prisma transaction: on SQLite the thread's writes wait
 * for Prisma's write lock (up to `busyTimeoutMs`), as another process's would.
 */
export function createThreadSqlDriver(
  options: Omit<TSqlThreadOptions, "tsconfig" | "busyTimeoutMs"> & { busyTimeoutMs?: number },
): TSqlDriver {
  // Paths resolved here, at run time (only a worker process gets here): the server's bundler
  // must not follow the thread's entry, which loads tsx and esbuild.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const entry = path.join(here, "sql-thread.mjs");
  const workerData: TSqlThreadOptions = {
    ...options,
    busyTimeoutMs: options.busyTimeoutMs ?? 10_000,
    tsconfig: path.join(here, "..", "..", "tsconfig.json"),
  };
  const pending = new Map<number, TPending>();
  let worker: Worker | null = null;
  let nextId = 1;
  const fail = (err: Error) => {
    worker = null;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };
  const start = (): Worker => {
    const thread = new Worker(entry, { workerData });
    thread.unref();
    thread.on("message", (response: TSqlThreadResponse) => {
      const waiting = pending.get(response.id);
      if (!waiting) return;
      pending.delete(response.id);
      if (pending.size === 0) thread.unref();
      if ("rows" in response) return waiting.resolve(response.rows);
      const { name, message, code } = response.error;
      waiting.reject(Object.assign(new Error(message), { name, ...(code ? { code } : {}) }));
    });
    thread.on("error", (err) => {
      if (worker === thread) fail(err);
    });
    thread.on("exit", (code) => {
      if (worker === thread) fail(new Error(`The SQL thread exited (code ${code}).`));
    });
    return thread;
  };
  const send = (call: TSqlThreadCall): Promise<unknown> => {
    worker ??= start();
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    const answer = new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ ...call, id } satisfies TSqlThreadRequest);
    return answer;
  };
  return {
    query: async <T>(statement: TSqlStatement) => (await send({ kind: "query", statement })) as T[],
    transaction: async (statements) =>
      (await send({ kind: "transaction", statements })) as unknown[][],
  };
}
