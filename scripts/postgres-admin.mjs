// Server-level PostgreSQL chores shared by start-up (prepare-db), the test databases and the
// throwaway test server: naming another database on the same server, and running statements
// such as CREATE DATABASE from the server's `postgres` database.
import pg from "pg";

/** A double-quoted identifier. */
export const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** The URL of database `name` on the server of `url` (same user, password, host, options). */
export function databaseUrl(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** The database a URL names. */
export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));

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
