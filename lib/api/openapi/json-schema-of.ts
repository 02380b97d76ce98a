import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import type { TJsonSchema } from "./openapi.types";

/**
 * The options every schema of the API document is converted with: JSON Schema 2020-12 (OpenAPI
 * 3.1's dialect); what JSON cannot say (a Date, a transform's result) becomes `{}` ("any"),
 * except the wire's one date (ZIsoDate), an ISO 8601 string on the way out.
 */
export const jsonSchemaOptions = (io: "input" | "output") =>
  ({
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    override: (ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => {
      if (io === "output" && ctx.zodSchema === ZIsoDate) {
        for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
        Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
      }
    },
  }) as const;

/**
 * A zod schema as JSON Schema for the API document: `io: "input"` for what a request sends
 * (query, body, form fields), `"output"` for what a response carries (dates as strings).
 */
export function jsonSchemaOf({
  schema,
  io,
}: {
  schema: z.ZodType;
  io: "input" | "output";
}): TJsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(
    schema,
    jsonSchemaOptions(io),
  ) as TJsonSchema;
  return rest;
}
