import { AppError } from "@/lib/errors/app-error";

/** The AppError `fn` throws; fails the test when it throws nothing or something else. */
export function appErrorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected an AppError");
}
