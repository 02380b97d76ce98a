import "@/lib/test/test-db";
import { afterEach, describe, expect, it } from "vitest";
import { DB_PROVIDER, mark, sql } from "./client";
import { moveSqlToThread } from "./move-sql-to-thread";

describe(`moveSqlToThread (${DB_PROVIDER})`, () => {
  const before = process.env.DATABASE_SQL_THREAD;
  afterEach(() => {
    if (before === undefined) delete process.env.DATABASE_SQL_THREAD;
    else process.env.DATABASE_SQL_THREAD = before;
  });

  it("stays on the process's connection when DATABASE_SQL_THREAD is off", () => {
    process.env.DATABASE_SQL_THREAD = "off";
    expect(moveSqlToThread()).toBe(false);
  });

  it("moves by default on SQLite only, and `sql` answers from there", async () => {
    delete process.env.DATABASE_SQL_THREAD;
    expect(moveSqlToThread()).toBe(DB_PROVIDER === "sqlite");
    process.env.DATABASE_SQL_THREAD = "on";
    expect(moveSqlToThread()).toBe(true);
    const [row] = await sql.query<{ n: number | string }>({
      sql: `SELECT COUNT(*) AS n FROM "LlmCall" WHERE "requestHash" = ${mark(1)}`,
      args: ["none"],
    });
    expect(Number(row!.n)).toBe(0);
    const [[counted]] = (await sql.transaction([
      { sql: `SELECT ${mark(1)} AS v`, args: ["thread"] },
    ])) as [[{ v: string }]];
    expect(counted).toEqual({ v: "thread" });
  });
});
