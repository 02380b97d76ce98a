import { z } from "zod";

/** Empty strings (common in .env files) count as unset, so the schema's default applies. */
export function unsetIfEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" ? undefined : v), schema);
}
