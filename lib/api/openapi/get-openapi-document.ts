import packageJson from "@/package.json";
import { buildOpenApiDocument } from "./build-openapi-document";
import type { TOpenApiDocument, TRouteModule } from "./openapi.types";

let cached: TOpenApiDocument | undefined;

/**
 * The API document for these route modules, built once per process (the routes do not change
 * while the server runs); info.version is the app's package.json version.
 */
export function getOpenApiDocument({
  routes,
}: {
  routes: readonly TRouteModule[];
}): TOpenApiDocument {
  cached ??= buildOpenApiDocument({ routes, version: packageJson.version });
  return cached;
}
