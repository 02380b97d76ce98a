import { AppError } from "@/lib/errors/app-error";
import { findDeepNesting, MAX_JSON_DEPTH } from "@/lib/json/find-deep-nesting";

/**
 * The request body as JSON, or a 422 that says the body is not JSON, or names the field
 * nested deeper than MAX_JSON_DEPTH (such a value would overflow the stack further on).
 */
export async function readJson(req: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError("INVALID_INPUT", "(body): expected a JSON object.");
  }
  const deep = findDeepNesting({ value: body });
  if (deep !== null) throw new AppError("INVALID_INPUT", `${deep}: nested deeper than ${MAX_JSON_DEPTH} levels.`, { fields: [{ path: deep, message: `nested deeper than ${MAX_JSON_DEPTH} levels` }] });
  return body;
}
