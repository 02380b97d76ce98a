import type { TRouteHandler } from "@/lib/api/with-auth";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import type { TErrorStatus } from "./error-body";
import { hoistDefs } from "./hoist-defs";
import { jsonSchemaOf } from "./json-schema-of";
import { splitDocComment } from "./split-doc-comment";
import type { TJsonSchema, TOpenApiOperation, TOpenApiParameter } from "./openapi.types";

/** A content type without its parameters ("; charset=utf-8"): OpenAPI content keys are media types. */
const mediaType = (contentType: string) => contentType.split(";")[0]!.trim();

type TDefs = Record<string, TJsonSchema>;

/** The JSON Schema of one part of an operation, its `$defs` moved into `defs` (components). */
const partSchema = (
  part: { schema: Parameters<typeof jsonSchemaOf>[0]["schema"]; io: "input" | "output" },
  prefix: string,
  defs: TDefs,
) => {
  const hoisted = hoistDefs({ schema: jsonSchemaOf(part), prefix });
  Object.assign(defs, hoisted.defs);
  return hoisted.schema;
};

const queryParameters = (schema: TJsonSchema): TOpenApiParameter[] => {
  const properties = (schema.properties ?? {}) as Record<string, TJsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
};

const uploadSchema = (
  upload: NonNullable<TRouteHandler["upload"]>,
  prefix: string,
  defs: TDefs,
): TJsonSchema => {
  const fields = upload.fields
    ? partSchema({ schema: upload.fields, io: "input" }, prefix, defs)
    : {};
  const file = { type: "string", contentMediaType: "application/octet-stream" };
  return {
    type: "object",
    description: upload.description,
    properties: {
      ...((fields.properties ?? {}) as Record<string, TJsonSchema>),
      ...Object.fromEntries(upload.files.map((name) => [name, file])),
    },
    required: [...upload.files],
  };
};

const okResponse = (handler: TRouteHandler, prefix: string, defs: TDefs) => {
  const content: Record<string, { schema: TJsonSchema }> = {};
  if (handler.response !== FILE_RESPONSE)
    content["application/json"] = {
      schema: partSchema({ schema: handler.response, io: "output" }, prefix, defs),
    };
  const file = handler.response === FILE_RESPONSE || handler.files;
  if (file)
    for (const type of (handler.fileTypes ?? ["application/octet-stream"]).map(mediaType))
      content[type] ??= { schema: { type: "string", contentMediaType: type } };
  return {
    description:
      handler.response === FILE_RESPONSE
        ? "A file download (Content-Disposition names it)."
        : file
          ? "JSON, or a file download (Content-Disposition names it)."
          : "OK",
    content,
  };
};

/**
 * One OpenAPI operation from a route handler's attached metadata (withAuth & co.): path and
 * query parameters, the JSON body or multipart upload, the 200 response (JSON schema or file
 * types) and the shared error responses; a public route (withPublic) has no security.
 */
export function buildOperation({
  handler,
  method,
  path,
  pathParams,
  summary,
  tag,
  defs,
}: {
  handler: TRouteHandler;
  method: string;
  path: string;
  pathParams: string[];
  summary?: string;
  tag: string;
  /** Where the operation's shared JSON Schema definitions go (the document's components). */
  defs: TDefs;
}): TOpenApiOperation {
  const operationId = [
    method.toLowerCase(),
    ...path
      .replace(/^\/api\//, "")
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1)),
  ].join("");
  const parameters: TOpenApiParameter[] = [
    ...pathParams.map((name) => ({
      name,
      in: "path" as const,
      required: true,
      schema: { type: "string" },
    })),
    ...(handler.query
      ? queryParameters(
          partSchema({ schema: handler.query, io: "input" }, `${operationId}.query`, defs),
        )
      : []),
  ];
  const requestBody: Record<string, { schema: TJsonSchema }> | undefined = handler.body
    ? {
        "application/json": {
          schema: partSchema({ schema: handler.body, io: "input" }, `${operationId}.body`, defs),
        },
      }
    : handler.upload
      ? {
          "multipart/form-data": {
            schema: uploadSchema(handler.upload, `${operationId}.upload`, defs),
          },
        }
      : undefined;
  const errors: TErrorStatus[] = [
    ...(handler.public ? [] : (["401"] as const)),
    "403",
    "404",
    "409",
    ...(handler.upload ? (["413"] as const) : []),
    ...(handler.body ? (["415"] as const) : []),
    "422",
    "429",
    "500",
  ];
  return {
    operationId,
    ...splitDocComment({ text: summary }),
    tags: [tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody: { required: true as const, content: requestBody } } : {}),
    responses: {
      "200": okResponse(handler, `${operationId}.response`, defs),
      ...Object.fromEntries(errors.map((s) => [s, { $ref: `#/components/responses/Error${s}` }])),
    },
    ...(handler.public
      ? { security: [] }
      : handler.sessionOnly
        ? { security: [{ sessionCookie: [] }] }
        : {}),
  };
}
