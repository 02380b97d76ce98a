import { notFound as nextNotFound } from "next/navigation";
import { AppError } from "./app-error";

/** Runs a domain call for a server page, turning NOT_FOUND into the 404 page. */
export async function pageCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") nextNotFound();
    throw err;
  }
}
