import { countNoun } from "@/lib/text/count-noun";

/** Keywords every provider's structured output accepts (OpenAI strict mode is the narrowest). */
const STRUCTURAL = new Set([
  "$schema",
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "anyOf",
  "description",
  "title",
]);

/** How a dropped constraint is said in the description (the model still reads it there). */
const SAID: Record<string, (value: unknown) => string> = {
  minLength: (v) => `at least ${countNoun({ count: Number(v), one: "character" })}`,
  maxLength: (v) => `at most ${countNoun({ count: Number(v), one: "character" })}`,
  minItems: (v) => `at least ${countNoun({ count: Number(v), one: "item" })}`,
  maxItems: (v) => `at most ${countNoun({ count: Number(v), one: "item" })}`,
  minimum: (v) => `≥ ${String(v)}`,
  maximum: (v) => `≤ ${String(v)}`,
  exclusiveMinimum: (v) => `> ${String(v)}`,
  exclusiveMaximum: (v) => `< ${String(v)}`,
  multipleOf: (v) => `a multiple of ${String(v)}`,
  pattern: (v) => `matching /${String(v)}/`,
  format: (v) => `format ${String(v)}`,
};

type TJson = { [key: string]: unknown };
const isObject = (value: unknown): value is TJson =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The JSON Schema sent to a provider for a structured answer: only the structural keywords that
 * OpenAI's strict mode, Anthropic's output format and Gemini's responseSchema all accept; each
 * constraint they may refuse (OpenAI answers 400 "'minLength' is not permitted") is moved into
 * the description, and every object lists all its properties as required with no others
 * (strict mode's rules). The answer is still validated against the full zod schema. Pure.
 */
export function toPortableJsonSchema(options: { schema: TJson }): TJson {
  return portable(options.schema);
}

function portable(node: TJson): TJson {
  const out: TJson = {};
  const said: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (STRUCTURAL.has(key)) out[key] = value;
    else if (SAID[key]) said.push(SAID[key](value));
  }
  const { properties, items, anyOf } = out;
  if (isObject(properties)) {
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([k, v]) => [k, isObject(v) ? portable(v) : v]),
    );
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  if (isObject(items)) out.items = portable(items);
  if (Array.isArray(anyOf)) out.anyOf = anyOf.map((v: unknown) => (isObject(v) ? portable(v) : v));
  if (said.length > 0) {
    const text = `${said.join(", ")}.`;
    out.description = typeof out.description === "string" ? `${out.description} (${text})` : text;
  }
  return out;
}
