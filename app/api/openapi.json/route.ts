import { withAuth } from "@/lib/api/with-auth";
import { apiDocument, ZOpenApiDocumentResponse } from "./api-document";

/** The OpenAPI 3.1 document of this API (every route, its parameters, bodies, responses, errors); any signed-in user. */
export const GET = withAuth({ response: ZOpenApiDocumentResponse }, async () => apiDocument());
