/** ClusterFuzz's crash types carry an access size: "Heap-buffer-overflow READ 4". */
const ACCESS = /\s+(?:READ|WRITE)(?:\s+\{?[\d*]+\}?)?\s*$/i;

/**
 * The bug type of a row without one, from a fuzzing data set's crash class (ARVO's
 * `crashClass`, else `crashType` without its READ/WRITE size suffix): "Heap-use-after-free".
 * Null when there is none or it is "UNKNOWN".
 */
export function crashBugType(options: { row: Record<string, unknown> }): string | null {
  const { row } = options;
  const raw = [row.crashClass, row.crashType].find(
    (v): v is string => typeof v === "string" && v.trim() !== "",
  );
  const type = raw?.replace(ACCESS, "").trim();
  return type && type.toUpperCase() !== "UNKNOWN" ? type : null;
}
