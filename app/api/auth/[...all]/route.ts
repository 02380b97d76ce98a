import { toNextJsHandler } from "better-auth/next-js";
import { requireSameOrigin } from "@/lib/api/require-same-origin";
import { getAuth } from "@/lib/auth/auth";
import { toErrorResponse } from "@/lib/errors/to-error-response";

// better-auth's own endpoints (sign-in, sign-out, session); public by design. Writes pass the
// same origin check as every other route (better-auth checks the origin too).
export async function GET(req: Request) {
  return toNextJsHandler(getAuth()).GET(req);
}
export async function POST(req: Request) {
  try {
    requireSameOrigin(req);
  } catch (err) {
    return toErrorResponse(err);
  }
  return toNextJsHandler(getAuth()).POST(req);
}
