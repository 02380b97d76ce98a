import Database from "better-sqlite3";
import pg from "pg";

/**
 * `SELECT COUNT(*)` per table on any test database URL (SQLite file or PostgreSQL), read
 * directly rather than through Prisma, so a test can look at a database another process wrote.
 * Table names and filters are code constants, never input.
 */
export async function countTableRows(options: {
  url: string;
  tables: readonly { table: string; where?: string }[];
}): Promise<number[]> {
  const { url, tables } = options;
  const sql = (t: { table: string; where?: string }) =>
    `SELECT COUNT(*) AS n FROM "${t.table}"${t.where ? ` WHERE ${t.where}` : ""}`;
  if (url.startsWith("file:")) {
    const db = new Database(url.slice("file:".length), { readonly: true });
    try {
      return tables.map((t) => (db.prepare(sql(t)).get() as { n: number }).n);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: number[] = [];
    for (const t of tables)
      counts.push(Number((await client.query<{ n: string }>(sql(t))).rows[0]!.n));
    return counts;
  } finally {
    await client.end();
  }
}
