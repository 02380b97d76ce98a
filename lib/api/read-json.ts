import { AppError } from "@/lib/errors/app-error";

/** The request body as JSON, or a 422 that says the body is not JSON. */
export async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError("INVALID_INPUT", "(body): expected a JSON object.");
  }
}
