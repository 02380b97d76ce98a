import { ZodError } from "zod";

/** A 422 naming one field (the shape every ZodError gets), for checks zod cannot make (a hash, a token). */
export function invalidField(options: { path: string; message: string }): ZodError {
  return new ZodError([
    { code: "custom", path: [options.path], message: options.message, input: undefined },
  ]);
}
