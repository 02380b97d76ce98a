import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZRubricDraft } from "@/lib/rubrics/rubric-template";
import { ZRubricRepairProposal } from "@/lib/rubrics/schemas-repair";
import { STRUCTURED_FEATURES } from "./structured-features.fixture";
import { toPortableJsonSchema } from "./to-portable-json-schema";

/**
 * OpenAI's strict structured outputs (platform.openai.com/docs/guides/structured-outputs,
 * "Supported schemas"): the root is an object; every object sets additionalProperties: false and
 * lists every property in `required`; string length limits are not among the supported keywords
 * (a request with them is refused: "'minLength' is not permitted"). We send the narrowest set.
 */
const ALLOWED = new Set([
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
function strictModeProblems(node: Record<string, unknown>, at = "$"): string[] {
  const problems = Object.keys(node)
    .filter((k) => !ALLOWED.has(k))
    .map((k) => `${at}: '${k}' is not permitted`);
  const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
  if (node.type === "object") {
    if (node.additionalProperties !== false) problems.push(`${at}: additionalProperties not false`);
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const key of Object.keys(properties ?? {}))
      if (!required.has(key)) problems.push(`${at}.${key}: not required`);
  }
  for (const [key, child] of Object.entries(properties ?? {}))
    problems.push(...strictModeProblems(child, `${at}.${key}`));
  if (node.items)
    problems.push(...strictModeProblems(node.items as Record<string, unknown>, `${at}[]`));
  return problems;
}

const jsonOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: "draft-7", io: "input", reused: "inline" }) as Record<
    string,
    unknown
  >;

describe("toPortableJsonSchema", () => {
  it("the zod schemas as zod writes them would be refused by OpenAI strict mode", () => {
    expect(strictModeProblems(jsonOf(ZRubricDraft))).toContain(
      "$.rootCause: 'minLength' is not permitted",
    );
    expect(strictModeProblems(jsonOf(ZRubricRepairProposal)).length).toBeGreaterThan(3);
  });

  it.each(STRUCTURED_FEATURES)(
    "$schemaName: what is sent meets OpenAI's strict-mode rules",
    ({ schema }) => {
      expect(strictModeProblems(toPortableJsonSchema({ schema: jsonOf(schema) }))).toEqual([]);
    },
  );

  it("moves each constraint into the description and keeps structure, enums and descriptions", () => {
    const out = toPortableJsonSchema({
      schema: jsonOf(
        z.object({
          name: z.string().min(1).max(10).describe("The name"),
          tags: z.array(z.string()).min(1).max(3),
          label: z.enum(["VALID", "INVALID"]),
          n: z.number().int().min(0),
        }),
      ),
    });
    expect(out).toMatchObject({
      type: "object",
      additionalProperties: false,
      required: ["name", "tags", "label", "n"],
      properties: {
        name: {
          type: "string",
          description: "The name (at least 1 character, at most 10 characters.)",
        },
        tags: {
          type: "array",
          items: { type: "string" },
          description: "at least 1 item, at most 3 items.",
        },
        label: { type: "string", enum: ["VALID", "INVALID"] },
        n: { type: "integer" },
      },
    });
    expect((out.properties as Record<string, Record<string, unknown>>).n!.description).toMatch(
      /≥ 0/,
    );
  });
});
