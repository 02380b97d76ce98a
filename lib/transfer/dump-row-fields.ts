import { z } from "zod";

// Column types as they appear in a dump line (dates as ISO strings, parsed back to Date).
export const s = z.string();
export const sn = z.string().nullable();
export const int = z.number().int();
export const intn = int.nullable();
export const num = z.number();
export const numn = num.nullable();
export const bool = z.boolean();
export const booln = bool.nullable();
export const date = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
export const daten = date.nullable();
export const row = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);
