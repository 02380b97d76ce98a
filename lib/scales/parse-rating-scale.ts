import { AppError } from "@/lib/errors/app-error";
import { ZRatingScale, type TRatingScale } from "./schemas";

/** A stored scale (JSON text or null) as a checked scale; null or "" means binary (null). */
export function parseRatingScale(options: { stored: string | null }): TRatingScale | null {
  const { stored } = options;
  if (stored === null || stored === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    throw new AppError("INTERNAL", "A stored rating scale is not JSON.");
  }
  const parsed = ZRatingScale.safeParse(json);
  if (!parsed.success) throw new AppError("INTERNAL", "A stored rating scale is malformed.");
  return parsed.data;
}
