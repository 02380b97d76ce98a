import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError } from "./app-error";
import { isConcurrentWrite } from "./is-concurrent-write";

export type TErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: { path: string; message: string }[];
    details?: unknown;
  };
};

/**
 * Maps any thrown value to a JSON error response. ZodError → 422 naming each field; a write lost
 * to a concurrent one (`isConcurrentWrite`: a unique violation, through Prisma or raw SQL) → 409.
 */
export function toErrorResponse(err: unknown): NextResponse<TErrorBody> {
  if (err instanceof ZodError) {
    const fields = err.issues.map((i) => ({
      path: i.path.join(".") || "(body)",
      message: i.message,
    }));
    const message = fields.map((f) => `${f.path}: ${f.message}`).join("; ");
    return NextResponse.json(
      { error: { code: "INVALID_INPUT", message, fields } },
      { status: 422 },
    );
  }
  if (err instanceof AppError) {
    const retryAfter = (err.details as { retryAfterSeconds?: unknown } | undefined)
      ?.retryAfterSeconds;
    return NextResponse.json(
      { error: { code: err.code, message: err.message, details: err.details } },
      {
        status: err.status,
        headers: typeof retryAfter === "number" ? { "retry-after": String(retryAfter) } : {},
      },
    );
  }
  if (isConcurrentWrite(err)) {
    return NextResponse.json(
      {
        error: {
          code: "CONFLICT",
          message: "Someone else changed this at the same moment; reload and try again.",
        },
      },
      { status: 409 },
    );
  }
  console.error(err);
  return NextResponse.json(
    { error: { code: "INTERNAL", message: "Something went wrong on the server." } },
    { status: 500 },
  );
}
