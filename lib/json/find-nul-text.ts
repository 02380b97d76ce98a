/**
 * The field of parsed JSON whose string (or key) holds a NUL character (U+0000), as a dotted
 * path ("(body)" for a bare string), or null when none does. PostgreSQL cannot store U+0000 in
 * text, so a request carrying one is refused where it enters rather than failing on write.
 */
export function findNulText(options: { value: unknown }): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: options.value, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) return path.length === 0 ? "(body)" : path.join(".");
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes("\0")) return [...path, JSON.stringify(key)].join(".");
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
