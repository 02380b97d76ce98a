import { AppError } from "@/lib/errors/app-error";

/** application/json, with or without parameters (charset). */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The request body as JSON. Only a body sent as Content-Type: application/json is read (415
 * otherwise): a page of another site can send text/plain or a form without asking, but not
 * JSON. A body that is not JSON is a 422.
 */
export async function readJson(req: Request): Promise<unknown> {
  if (!JSON_TYPE.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with Content-Type: application/json.");
  }
  try {
    return await req.json();
  } catch {
    throw new AppError("INVALID_INPUT", "(body): expected a JSON object.");
  }
}
