import { mark } from "./client";
import { splitIntoChunks } from "./split-into-chunks";
import type { TSqlStatement, TSqlValue } from "./sql-types";

/**
 * Values bound per raw INSERT. Raw statements skip Prisma's own 999-value check on SQLite;
 * the engines' limits are 32,766 (SQLite) and 65,535 (PostgreSQL).
 */
const RAW_BOUND_VALUES = 2000;

/**
 * Multi-row INSERT statements for `rows` (in order), each binding at most ~2,000 values. Column
 * names are code constants, never user input; values are always bound parameters.
 */
export function buildInsertStatements(options: {
  table: string;
  columns: readonly string[];
  rows: readonly TSqlValue[][];
  batchSize?: number;
}): TSqlStatement[] {
  const { table, columns, rows } = options;
  const batchSize = options.batchSize ?? Math.max(1, Math.floor(RAW_BOUND_VALUES / columns.length));
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")}) VALUES `;
  const rowSql = (row: number) =>
    `(${columns.map((_, c) => mark(row * columns.length + c + 1)).join(",")})`;
  return splitIntoChunks({ items: rows, size: batchSize }).map((chunk) => ({
    sql: head + chunk.map((_, r) => rowSql(r)).join(","),
    args: chunk.flat(),
  }));
}
