import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError } from "./app-error";

export type TErrorBody = {
  error: {
    code: string;
    message: string;
    fields?: { path: string; message: string }[];
    details?: unknown;
  };
};

/**
 * Prisma's unique-key violation (P2002) and write conflict (P2034): two people changed the same
 * thing at the same moment and the database kept one. On PostgreSQL two requests really run at
 * once, so this is a conflict for the loser to retry, not a server fault.
 */
const isConcurrentWrite = (err: unknown) =>
  err instanceof Error &&
  err.name === "PrismaClientKnownRequestError" &&
  ["P2002", "P2034"].includes((err as { code?: string }).code ?? "");

/** Maps any thrown value to a JSON error response. ZodError → 422 naming each field. */
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
    return NextResponse.json(
      { error: { code: err.code, message: err.message, details: err.details } },
      { status: err.status },
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
