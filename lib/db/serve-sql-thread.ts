import Database from "better-sqlite3";
import { Pool } from "pg";
import { parentPort } from "node:worker_threads";
import { createPgDriver } from "./create-pg-driver";
import { createSqliteDriver } from "./create-sqlite-driver";
import type {
  TSqlThreadOptions,
  TSqlThreadRequest,
  TSqlThreadResponse,
} from "./sql-thread-protocol";
import type { TSqlDriver } from "./sql-types";

function openDriver(options: TSqlThreadOptions): TSqlDriver {
  if (options.engine === "postgresql") {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize });
    return createPgDriver({ pool });
  }
  // Prisma's `file:` URL, relative to the working directory as Prisma's adapter reads it.
  const db = new Database(options.url.replace(/^file:/, ""), { timeout: options.busyTimeoutMs });
  return createSqliteDriver({
    db: async () => db,
    // No Prisma on this connection: it is never inside a Prisma transaction.
    inPrismaTransaction: async (run) => run(),
  });
}

/**
 * Runs the raw driver (lib/db/sql-types.ts) on this worker thread, on a connection or pool of
 * its own, for lib/db/create-thread-sql-driver.ts: answers each request with its rows or its
 * error, in the order the engine finishes them.
 */
export function serveSqlThread(options: TSqlThreadOptions): void {
  const port = parentPort;
  if (!port) throw new Error("serveSqlThread runs on a worker thread.");
  const driver = openDriver(options);
  port.on("message", (request: TSqlThreadRequest) => {
    const done =
      request.kind === "query"
        ? driver.query(request.statement)
        : driver.transaction(request.statements);
    done.then(
      (rows) => port.postMessage({ id: request.id, rows } satisfies TSqlThreadResponse),
      (err: Error & { code?: unknown }) =>
        port.postMessage({
          id: request.id,
          error: {
            name: err?.name ?? "Error",
            message: err?.message ?? String(err),
            ...(typeof err?.code === "string" ? { code: err.code } : {}),
          },
        } satisfies TSqlThreadResponse),
    );
  });
}
