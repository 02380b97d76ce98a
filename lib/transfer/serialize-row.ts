/**
 * A database row as plain JSON: dates as ISO strings, BigInt as decimal strings,
 * bytes as base64. Key order is the row's own (the client's column order), so two
 * dumps of the same data are byte-identical.
 */
export function serializeRow(options: { row: Record<string, unknown> }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options.row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (typeof value === "bigint") out[key] = value.toString();
    else if (value instanceof Uint8Array) out[key] = Buffer.from(value).toString("base64");
    else out[key] = value;
  }
  return out;
}
