/** One route file's module as the registry lists it (app/api/openapi.json/route-modules.generated.ts). */
export type TRouteModule = {
  /** Path of the route file from the checkout's root, e.g. "app/api/projects/[slug]/bugs/route.ts". */
  file: string;
  /** Its exports: GET, POST, ... handlers made by withAuth and friends. */
  module: Record<string, unknown>;
  /** The comment above each handler, as one line, by method. */
  summaries: Record<string, string>;
};

/** A JSON Schema (2020-12) object, as z.toJSONSchema makes it. */
export type TJsonSchema = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 document this app writes. */
export type TOpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, TOpenApiOperation>>;
  components: {
    schemas: Record<string, TJsonSchema>;
    responses: Record<string, { description: string; content: Record<string, unknown> }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
  security: Record<string, string[]>[];
  tags: { name: string }[];
};

export type TOpenApiParameter = {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: TJsonSchema;
  description?: string;
};

export type TOpenApiOperation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters?: TOpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: TJsonSchema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
};

/** The HTTP methods a route file may export. */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
