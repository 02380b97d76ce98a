import "@/lib/test/test-db";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { OPENAPI_ROUTE } from "@/app/api/openapi.json/api-document";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { ROUTE_MODULES } from "@/app/api/openapi.json/route-modules.generated";
import type { TRouteHandler } from "@/lib/api/with-auth";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import {
  NOT_LISTED,
  REGISTRY_FILE,
  renderRegistry,
  summaryOf,
} from "@/scripts/generate-route-registry.mjs";
import { buildOpenApiDocument } from "./build-openapi-document";
import { hoistDefs } from "./hoist-defs";
import { jsonSchemaOptions } from "./json-schema-of";
import { ROUTE_METHODS, type TOpenApiDocument, type TRouteModule } from "./openapi.types";
import { pathOfRouteFile } from "./path-of-route-file";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SELF = "app/api/openapi.json/route.ts";
/** better-auth's own endpoints: not ours to describe. */
const NOT_OURS = "app/api/auth/[...all]/route.ts";

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
const routeFiles = walk(path.join(ROOT, "app/api"))
  .filter((f) => f.endsWith("/route.ts"))
  .map((f) => path.relative(ROOT, f).split(path.sep).join("/"))
  .filter((f) => f !== NOT_OURS)
  .sort();

/** What the route's GET serves: the registry plus the document's own route (its real handler). */
const routes: TRouteModule[] = [
  ...ROUTE_MODULES,
  { ...OPENAPI_ROUTE, module: { GET: openApiRoute } },
];
/**
 * z.toJSONSchema exactly as the document is meant to use it (minus the dialect line; shared
 * definitions moved to the components under `prefix`, and they must be there).
 */
const toJson = (schema: z.ZodType, io: "input" | "output", prefix: string) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, jsonSchemaOptions(io)) as Record<
    string,
    unknown
  >;
  const hoisted = hoistDefs({ schema: rest, prefix });
  for (const [name, def] of Object.entries(hoisted.defs))
    expect(doc.components.schemas[name], name).toEqual(def);
  return hoisted.schema;
};

let doc: TOpenApiDocument;
beforeAll(() => {
  doc = buildOpenApiDocument({ routes, version: "9.9.9" });
});

describe("the route registry", () => {
  it("is what scripts/generate-route-registry.mjs writes now (run it after adding a route)", async () => {
    expect(readFileSync(path.join(ROOT, REGISTRY_FILE), "utf8")).toBe(await renderRegistry());
    expect(NOT_LISTED).toContain(SELF);
    expect(OPENAPI_ROUTE.file).toBe(SELF);
    expect(OPENAPI_ROUTE.module.GET.response).toBe(openApiRoute.response);
  });

  it("lists every route file under app/api but better-auth's and the document's own", () => {
    expect(ROUTE_MODULES.map((r) => r.file).sort()).toEqual(routeFiles.filter((f) => f !== SELF));
  });

  it("takes each handler's summary from the comment above it", () => {
    const text =
      "/** Line one\n * line two. */\nexport const GET = 1;\n// A.\n// B.\nexport const POST = 2;";
    expect(summaryOf(text, "GET")).toBe("Line one line two.");
    expect(summaryOf(text, "POST")).toBe("A. B.");
    expect(summaryOf("export const PUT = 1;", "PUT")).toBeUndefined();
    const two =
      "/** About GET. */\nexport const GET = 1;\n\n/** About POST. */\nexport const POST = 2;";
    expect(summaryOf(two, "POST")).toBe("About POST.");
    expect(summaryOf(two, "GET")).toBe("About GET.");
    const lineComments = "// Not this.\nconst x = 1;\n// This.\nexport const GET = 1;";
    expect(summaryOf(lineComments, "GET")).toBe("This.");
  });
});

describe("the OpenAPI document", () => {
  it("has one operation per exported method of every route file, and nothing more", async () => {
    const expected: string[] = [];
    for (const file of routeFiles) {
      const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      const { path: urlPath } = pathOfRouteFile({ file });
      for (const method of ROUTE_METHODS)
        if (mod[method]) expected.push(`${method.toLowerCase()} ${urlPath}`);
    }
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m} ${p}`),
    );
    expect(documented.sort()).toEqual(expected.sort());
    expect(documented.length).toBeGreaterThanOrEqual(80);
    expect(doc.paths["/api/projects/{slug}/judge/runs/{runId}/results"]?.get).toBeDefined();
    expect(doc.paths["/api/openapi.json"]?.get).toBeDefined();
  });

  it("gives each operation exactly the schemas its handler validates with", () => {
    let bodies = 0;
    let queries = 0;
    for (const route of routes) {
      const { path: urlPath, params } = pathOfRouteFile({ file: route.file });
      for (const method of ROUTE_METHODS) {
        const handler = route.module[method] as TRouteHandler | undefined;
        if (!handler) continue;
        const op = doc.paths[urlPath]![method.toLowerCase()]!;
        const where = `${method} ${urlPath}`;
        const json = op.requestBody?.content["application/json"]?.schema;
        if (handler.body) bodies += 1;
        expect(json, where).toEqual(
          handler.body ? toJson(handler.body, "input", `${op.operationId}.body`) : undefined,
        );
        const multipart = op.requestBody?.content["multipart/form-data"];
        expect(Boolean(multipart), where).toBe(Boolean(handler.upload));
        for (const name of handler.upload?.files ?? [])
          expect(multipart!.schema.properties, where).toHaveProperty(name);
        const fields = handler.upload?.fields;
        if (fields)
          for (const [name, schema] of Object.entries(
            toJson(fields, "input", `${op.operationId}.upload`).properties as object,
          ))
            expect((multipart!.schema.properties as Record<string, unknown>)[name]).toEqual(schema);
        const query = (op.parameters ?? []).filter((p) => p.in === "query");
        if (handler.query) queries += 1;
        const querySchema = handler.query
          ? toJson(handler.query, "input", `${op.operationId}.query`)
          : { properties: {} };
        const required = new Set((querySchema.required ?? []) as string[]);
        expect(
          query.map((p) => [p.name, p.schema, p.required]),
          where,
        ).toEqual(
          Object.entries(querySchema.properties as object).map(([name, schema]) => [
            name,
            schema,
            required.has(name),
          ]),
        );
        expect(
          (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
          where,
        ).toEqual(params);
        const ok = (op.responses["200"] as { content: Record<string, { schema: unknown }> })
          .content;
        if (handler.response === FILE_RESPONSE)
          for (const type of Object.keys(ok))
            expect(ok[type]!.schema, where).toEqual({ type: "string", contentMediaType: type });
        else
          expect(ok["application/json"]?.schema, where).toEqual(
            toJson(handler.response, "output", `${op.operationId}.response`),
          );
        if (handler.response === FILE_RESPONSE || handler.files)
          expect(
            Object.keys(ok).some((t) => t !== "application/json"),
            where,
          ).toBe(true);
        expect(op.security, where).toEqual(
          handler.public ? [] : handler.sessionOnly ? [{ sessionCookie: [] }] : undefined,
        );
        expect(op.responses["422"], where).toEqual({ $ref: "#/components/responses/Error422" });
      }
    }
    expect(bodies).toBeGreaterThanOrEqual(30);
    expect(queries).toBeGreaterThanOrEqual(15);
  });

  it("declares bearer tokens and the session cookie, and one error shape", () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ in: "cookie" });
    expect(doc.components.schemas.Error).toMatchObject({ required: ["error"] });
    expect(doc.paths["/api/invites/{token}"]?.post?.security).toEqual([]);
    // Token management and passwords: a browser session only (a token gets 403).
    for (const [p, m] of [
      ["/api/me/tokens", "post"],
      ["/api/me/password", "post"],
      ["/api/admin/tokens", "get"],
    ] as const)
      expect(doc.paths[p]?.[m]?.security, `${m} ${p}`).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths["/api/projects"]?.get?.security).toBeUndefined();
    expect(doc.info.version).toBe("9.9.9");
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      JSON.parse(JSON.stringify(doc)) as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });
});

describe("route sources", () => {
  it("read no body or query string by hand: they declare body/query (or upload) on the wrapper", () => {
    const undeclared: string[] = [];
    for (const file of routeFiles) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const pattern of ["readJson(", "searchParams", "req.json(", "req.text("])
        if (text.includes(pattern)) undeclared.push(`${file}: ${pattern}`);
      if (/formData\(|importUpload\(|receiveUpload\(/.test(text) && !/\bupload: \{/.test(text))
        undeclared.push(`${file}: a multipart upload without \`upload\``);
    }
    expect(undeclared).toEqual([]);
  });
});
