/** Deepest nesting of arrays and objects accepted in untrusted JSON (a request body, an import line). */
export const MAX_JSON_DEPTH = 64;

type TFrame = { value: object; level: number; path: readonly string[] };

/**
 * Where parsed JSON nests arrays and objects more than `maxDepth` levels deep, as the field
 * that holds the too-deep value ("metadata", "filter.patchIds", "a.b.c.…"; "(body)" for the
 * top), or null when it does not. Iterative with an explicit stack: JSON.parse accepts a value
 * nested 100,000 deep, but JSON.stringify, structuredClone and Prisma overflow the stack on it
 * (a 500), so such a value is refused where it enters.
 */
export function findDeepNesting(options: { value: unknown; maxDepth?: number }): string | null {
  const { value } = options;
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  if (value === null || typeof value !== "object") return null;
  const stack: TFrame[] = [{ value, level: 1, path: [] }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.level > maxDepth) return fieldName(frame.path);
    const push = (key: string, child: unknown) => {
      if (child !== null && typeof child === "object")
        stack.push({ value: child, level: frame.level + 1, path: [...frame.path, key] });
    };
    if (Array.isArray(frame.value)) frame.value.forEach((child, i) => push(String(i), child));
    else
      for (const key of Object.keys(frame.value))
        push(key, (frame.value as Record<string, unknown>)[key]);
  }
  return null;
}

/** The first three keys of a path, so a field 20,000 levels down still reads as its name. */
function fieldName(path: readonly string[]): string {
  if (path.length === 0) return "(body)";
  return path.length > 3 ? `${path.slice(0, 3).join(".")}.…` : path.join(".");
}
