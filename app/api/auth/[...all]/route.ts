import { toNextJsHandler } from "better-auth/next-js";
import { getAuth } from "@/lib/auth/auth";

// better-auth's own endpoints (sign-in, sign-out, session); public by design.
export async function GET(req: Request) {
  return toNextJsHandler(getAuth()).GET(req);
}
export async function POST(req: Request) {
  return toNextJsHandler(getAuth()).POST(req);
}
