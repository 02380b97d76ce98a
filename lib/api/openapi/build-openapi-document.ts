import type { TRouteHandler } from "@/lib/api/with-auth";
import { ERROR_RESPONSES, ZErrorBody } from "./error-body";
import { buildOperation } from "./build-operation";
import { jsonSchemaOf } from "./json-schema-of";
import {
  ROUTE_METHODS,
  type TJsonSchema,
  type TOpenApiDocument,
  type TOpenApiOperation,
  type TRouteModule,
} from "./openapi.types";
import { pathOfRouteFile } from "./path-of-route-file";

/** The tag of a path: its first segment after /api/ (after /api/projects/{slug}/ for project routes). */
const tagOf = (path: string) => {
  const parts = path.split("/").filter(Boolean).slice(1);
  const rest =
    parts[0] === "projects" && parts[1] === "{slug}" && parts[2] ? parts.slice(2) : parts;
  return rest[0]!.replace(/\.json$/, "");
};

/** The session cookie better-auth sets at sign-in (`__Secure-` prefixed over HTTPS). */
export const SESSION_COOKIE = "better-auth.session_token";

/**
 * The OpenAPI 3.1 document of the API, built from what each route handler declares (its
 * response, body, query and upload schemas, attached by withAuth/withCampaign/withStudy/
 * withPublic): one operation per exported method of each route file, in file order. Pure.
 */
export function buildOpenApiDocument({
  routes,
  version,
}: {
  routes: readonly TRouteModule[];
  version: string;
}): TOpenApiDocument {
  const paths: TOpenApiDocument["paths"] = {};
  const defs: Record<string, TJsonSchema> = {};
  for (const route of routes) {
    const { path, params } = pathOfRouteFile({ file: route.file });
    const operations: Record<string, TOpenApiOperation> = {};
    for (const method of ROUTE_METHODS) {
      const handler = route.module[method] as TRouteHandler | undefined;
      if (!handler) continue;
      operations[method.toLowerCase()] = buildOperation({
        handler,
        method,
        path,
        pathParams: params,
        summary: route.summaries[method],
        tag: tagOf(path),
        defs,
      });
    }
    paths[path] = operations;
  }
  const tags = [
    ...new Set(
      Object.values(paths)
        .flatMap((ops) => Object.values(ops))
        .flatMap((o) => o.tags),
    ),
  ];
  return {
    openapi: "3.1.0",
    info: {
      title: "Rubricate API",
      version,
      description:
        "Every route of this Rubricate server. Send `Authorization: Bearer <token>` (or the session cookie of a signed-in browser). Errors are JSON `{ error: { code, message, fields?, details? } }`.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: { Error: jsonSchemaOf({ schema: ZErrorBody, io: "output" }), ...defs },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer" },
        sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
      },
    },
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    tags: tags.map((name) => ({ name })),
  };
}
