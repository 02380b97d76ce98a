import { describe, expect, it } from "vitest";
import { chainPgStatements } from "./chain-pg-statements";

describe("chainPgStatements", () => {
  it("puts the writes in WITH clauses ahead of the last statement, parameters renumbered in order", () => {
    const chained = chainPgStatements({
      writes: [
        { sql: `INSERT INTO "A" (x, y) VALUES ($1, $2), ($3, $4)`, args: [1, 2, 3, 4] },
        { sql: `UPDATE "B" SET z = $1 WHERE id IN ($2, $3)`, args: ["z", "b1", "b2"] },
      ],
      last: { sql: `UPDATE "C" SET n = n + $1 WHERE id = $2`, args: [5, "c"] },
    });
    expect(chained.sql).toBe(
      `WITH w0 AS (INSERT INTO "A" (x, y) VALUES ($1, $2), ($3, $4)),\n` +
        `w1 AS (UPDATE "B" SET z = $5 WHERE id IN ($6, $7))\n` +
        `UPDATE "C" SET n = n + $8 WHERE id = $9`,
    );
    expect(chained.args).toEqual([1, 2, 3, 4, "z", "b1", "b2", 5, "c"]);
  });

  it("renumbers two-digit marks as numbers, not as text", () => {
    const args = Array.from({ length: 12 }, (_, i) => i);
    const chained = chainPgStatements({
      writes: [{ sql: `SELECT $1`, args: [0] }],
      last: { sql: `SELECT $10, $11, $1`, args },
    });
    expect(chained.sql).toBe(`WITH w0 AS (SELECT $1)\nSELECT $11, $12, $2`);
    expect(chained.args).toEqual([0, ...args]);
  });

  it("is the last statement alone without writes", () => {
    const last = { sql: `UPDATE "C" SET n = $1`, args: [1] };
    expect(chainPgStatements({ writes: [], last })).toEqual(last);
  });
});
