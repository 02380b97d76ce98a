import { z } from "zod";
import { getOpenApiDocument } from "@/lib/api/openapi/get-openapi-document";
import type { TOpenApiDocument } from "@/lib/api/openapi/openapi.types";
import { ROUTE_MODULES } from "./route-modules.generated";

/** The document route's own response (the document itself, checked loosely). */
export const ZOpenApiDocumentResponse = z.looseObject({ openapi: z.literal("3.1.0") });

/** The document route as the registry would list it (it cannot list itself: an import cycle). */
export const OPENAPI_ROUTE = {
  file: "app/api/openapi.json/route.ts",
  module: { GET: { response: ZOpenApiDocumentResponse } },
  summaries: { GET: "The OpenAPI 3.1 document of this API; any signed-in user." },
};

/** This server's API document: every route in the registry plus the document's own route. */
export function apiDocument(): TOpenApiDocument {
  return getOpenApiDocument({ routes: [...ROUTE_MODULES, OPENAPI_ROUTE] });
}
