// Server-level PostgreSQL chores shared by start-up (prepare-db), the test databases and the
// throwaway test server: naming another database on the same server, and running statements
// such as CREATE DATABASE from the server's `postgres` database.
import pg from "pg";
import { databaseUrl } from "./postgres-names.mjs";

export { databaseName, databaseUrl, quoteIdent } from "./postgres-names.mjs";

/** Runs `fn` with a client connected to the `postgres` database of the server of `url`. */
export async function withAdminClient(url, fn) {
  const client = new pg.Client({ connectionString: databaseUrl(url, "postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
