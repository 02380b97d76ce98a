import type { TSqlStatement } from "./sql-types";

/**
 * PostgreSQL only: several data-modifying statements as one, `writes` in WITH clauses ahead of
 * `last` (each runs exactly once and to completion, all in the one statement's transaction), so a
 * multi-statement write is one round trip instead of BEGIN, each statement and COMMIT. `writes`
 * must not read what an earlier one writes (they share one snapshot). Parameters are renumbered
 * in order; the texts are code constants with no `$` but their parameter marks.
 */
export function chainPgStatements(options: {
  writes: readonly TSqlStatement[];
  last: TSqlStatement;
}): TSqlStatement {
  const args: TSqlStatement["args"][number][] = [];
  const shift = (s: TSqlStatement) => {
    const offset = args.length;
    args.push(...s.args);
    return s.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  };
  const ctes = options.writes.map((w, i) => `w${i} AS (${shift(w)})`);
  const last = shift(options.last);
  return { sql: ctes.length > 0 ? `WITH ${ctes.join(",\n")}\n${last}` : last, args };
}
