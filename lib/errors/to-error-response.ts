import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError } from "./app-error";

export type TErrorBody = {
  error: { code: string; message: string; fields?: { path: string; message: string }[]; details?: unknown };
};

/** Maps any thrown value to a JSON error response. ZodError → 422 naming each field. */
export function toErrorResponse(err: unknown): NextResponse<TErrorBody> {
  if (err instanceof ZodError) {
    const fields = err.issues.map((i) => ({ path: i.path.join(".") || "(body)", message: i.message }));
    const message = fields.map((f) => `${f.path}: ${f.message}`).join("; ");
    return NextResponse.json({ error: { code: "INVALID_INPUT", message, fields } }, { status: 422 });
  }
  if (err instanceof AppError) {
    return NextResponse.json(
      { error: { code: err.code, message: err.message, details: err.details } },
      { status: err.status },
    );
  }
  console.error(err);
  return NextResponse.json(
    { error: { code: "INTERNAL", message: "Something went wrong on the server." } },
    { status: 500 },
  );
}
