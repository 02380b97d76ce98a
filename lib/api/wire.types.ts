import { z } from "zod";

/**
 * The one date serializer for the wire: a server `Date` (or an ISO string it already made)
 * leaves as an ISO 8601 string, exactly what JSON.stringify writes; the response types say
 * `string`, so client code never sees a `Date` for wire data.
 */
export const ZIsoDate = z
  .union([z.date(), z.iso.datetime()])
  .transform((v) => (v instanceof Date ? v.toISOString() : v));

/** Responses that are files (CSV, JSONL, Markdown, LaTeX downloads) or streams: a `Response` object, not JSON. */
export const FILE_RESPONSE = "file" as const;

/** What a route declares it answers: a zod schema of its JSON body, or a file. */
export type TResponseSpec = z.ZodType | typeof FILE_RESPONSE;
