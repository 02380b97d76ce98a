import { AppError } from "@/lib/errors/app-error";
import { findDeepNesting, MAX_JSON_DEPTH } from "@/lib/json/find-deep-nesting";
import { findNulText } from "@/lib/json/find-nul-text";

/** application/json, with or without parameters (charset). */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The request body as JSON. Only a body sent as Content-Type: application/json is read (415
 * otherwise): a page of another site can send text/plain or a form without asking, but not
 * JSON. A body that is not JSON is a 422, and so is one with a value nested deeper than
 * MAX_JSON_DEPTH, naming its field (such a value would overflow the stack further on), and
 * one with a NUL character in its text (PostgreSQL cannot store it).
 */
export async function readJson(req: Request): Promise<unknown> {
  if (!JSON_TYPE.test(req.headers.get("content-type") ?? "")) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the body as JSON with Content-Type: application/json.",
    );
  }
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError("INVALID_INPUT", "(body): expected a JSON object.");
  }
  const deep = findDeepNesting({ value: body });
  if (deep !== null)
    throw new AppError("INVALID_INPUT", `${deep}: nested deeper than ${MAX_JSON_DEPTH} levels.`, {
      fields: [{ path: deep, message: `nested deeper than ${MAX_JSON_DEPTH} levels` }],
    });
  const nul = findNulText({ value: body });
  if (nul !== null)
    throw new AppError("INVALID_INPUT", `${nul}: must not contain a NUL character (U+0000).`, {
      fields: [{ path: nul, message: "must not contain a NUL character (U+0000)" }],
    });
  return body;
}
