import { forbidden, notFound } from "next/navigation";
import { AppError } from "@/lib/errors/app-error";

/** For server pages: an access error as the 403 or 404 page; anything else is rethrown. */
export function toPageError(err: unknown): never {
  if (err instanceof AppError && err.code === "FORBIDDEN") forbidden();
  if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
  throw err;
}
