import { z } from "zod";
import { withAuth, type TRouteHandler } from "@/lib/api/with-auth";
import { getOpenApiDocument } from "@/lib/api/openapi/get-openapi-document";
import { ROUTE_MODULES } from "./route-modules.generated";

const SUMMARY = "The OpenAPI 3.1 document of this API; any signed-in user.";

/** The OpenAPI 3.1 document of this API (every route, its parameters, bodies, responses, errors); any signed-in user. */
export const GET: TRouteHandler = withAuth(
  { response: z.looseObject({ openapi: z.literal("3.1.0") }) },
  async () =>
    getOpenApiDocument({
      routes: [
        ...ROUTE_MODULES,
        { file: "app/api/openapi.json/route.ts", module: { GET }, summaries: { GET: SUMMARY } },
      ],
    }),
);
