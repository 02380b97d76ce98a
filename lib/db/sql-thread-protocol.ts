import type { TSqlStatement } from "./sql-types";

/** What the raw driver's thread is started with (its `workerData`). */
export type TSqlThreadOptions = {
  engine: "sqlite" | "postgresql";
  url: string;
  /** PostgreSQL: the thread's own pool size. */
  poolSize: number;
  /** SQLite: how long a write waits for another connection's lock, in milliseconds. */
  busyTimeoutMs: number;
  tsconfig: string;
};

/** What a request asks for. */
export type TSqlThreadCall =
  | { kind: "query"; statement: TSqlStatement }
  | { kind: "transaction"; statements: readonly TSqlStatement[] };

/** A request to the thread. */
export type TSqlThreadRequest = TSqlThreadCall & { id: number };

/** The thread's answer: the rows, or the error as plain fields (an Error's own fields do not survive postMessage). */
export type TSqlThreadResponse =
  | { id: number; rows: unknown }
  | { id: number; error: { name: string; message: string; code?: string } };
