import type { TJsonSchema } from "./openapi.types";

const rewrite = (value: unknown, names: Map<string, string>): unknown => {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, names));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) {
        const target = names.get(v.slice("#/$defs/".length));
        if (target) return [key, `#/components/schemas/${target}`];
      }
      return [key, rewrite(v, names)];
    }),
  );
};

/**
 * Moves a JSON Schema's `$defs` (zod writes them for recursive schemas, e.g. a rubric's tree)
 * into the document's components, named `<prefix>.<def>`, and points its `$ref`s there: in an
 * OpenAPI document `#/$defs/...` would resolve against the document's root, not the schema.
 */
export function hoistDefs({ schema, prefix }: { schema: TJsonSchema; prefix: string }): {
  schema: TJsonSchema;
  defs: Record<string, TJsonSchema>;
} {
  const { $defs, ...rest } = schema as TJsonSchema & { $defs?: Record<string, TJsonSchema> };
  if (!$defs) return { schema, defs: {} };
  const names = new Map(Object.keys($defs).map((name) => [name, `${prefix}.${name}`]));
  const defs = Object.fromEntries(
    Object.entries($defs).map(([name, def]) => [
      names.get(name)!,
      rewrite(def, names) as TJsonSchema,
    ]),
  );
  return { schema: rewrite(rest, names) as TJsonSchema, defs };
}
