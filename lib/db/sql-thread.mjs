// The thread of lib/db/create-thread-sql-driver.ts. A worker thread does not inherit the tsx
// loader its process registered (bin/rubricate.mjs), so it registers its own before it loads
// the TypeScript that serves the statements.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register({ tsconfig: workerData.tsconfig });
const { serveSqlThread } = await import("./serve-sql-thread.ts");
serveSqlThread(workerData);
