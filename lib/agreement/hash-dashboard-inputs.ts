import { createHash } from "node:crypto";

/**
 * A SHA-256 of everything the dashboard's figures are computed from, in the order they were
 * read (Maps and Sets as their entries): equal keys mean equal inputs, so equal figures. Any
 * changed rating, consensus, judge result, rater name, patch, run, visible patch or query value
 * changes the key.
 */
export function hashDashboardInputs(options: { parts: readonly unknown[] }): string {
  const hash = createHash("sha256");
  hash.update("agreement-dashboard/1");
  for (const part of options.parts) {
    hash.update("\u0000");
    hash.update(
      JSON.stringify(part, (_key, value: unknown) =>
        value instanceof Map
          ? { map: [...value] }
          : value instanceof Set
            ? { set: [...value] }
            : value,
      ) ?? "undefined",
    );
  }
  return hash.digest("hex");
}
