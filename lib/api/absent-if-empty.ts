import * as z from "zod/mini";

/**
 * A query parameter given with no value (`?tau=`, `?seed=  `) counts as absent, so the schema's
 * default (or optional) applies: `z.coerce.number()` alone turns "" into 0. Anything else goes to
 * `schema` unchanged ("abc" is still refused, naming the field). Wrap the whole field, default or
 * optional included. zod/mini, so the agreement page can check its address in the browser without
 * classic zod; it wraps classic schemas as well, and the API document shows `schema` itself.
 */
export function absentIfEmpty<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(
    z.transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)),
    schema,
  );
}
