import type { Pool } from "pg";
import type { TSqlDriver, TSqlStatement, TSqlValue } from "./sql-types";

/** Dates as UTC text: Prisma's `timestamp(3)` columns hold UTC and ignore a zone in the literal. */
function toPgValue(v: TSqlValue): string | number | boolean | null {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "bigint") return v.toString();
  return v;
}

/**
 * Raw statements on the pg pool Prisma's adapter uses. Each SQL text becomes a named prepared
 * statement (parsed and planned once per connection), up to `maxNamed` texts; a transaction
 * runs on one connection between BEGIN and COMMIT, rolled back if any statement fails.
 */
export function createPgDriver(options: { pool: Pool; maxNamed?: number }): TSqlDriver {
  const { pool } = options;
  const maxNamed = options.maxNamed ?? 1000;
  const names = new Map<string, string>();
  const config = ({ sql, args }: TSqlStatement) => {
    let name = names.get(sql);
    if (!name && names.size < maxNamed) names.set(sql, (name = `rubricate_${names.size + 1}`));
    return { name, text: sql, values: args.map(toPgValue) };
  };
  return {
    async query<T>(statement: TSqlStatement) {
      return (await pool.query(config(statement))).rows as T[];
    },
    async transaction(statements) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query("BEGIN");
        const rows: unknown[][] = [];
        for (const s of statements) rows.push((await client.query(config(s))).rows);
        await client.query("COMMIT");
        return rows;
      } catch (error) {
        // A connection that cannot even roll back is dropped rather than returned to the pool.
        await client.query("ROLLBACK").catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}
