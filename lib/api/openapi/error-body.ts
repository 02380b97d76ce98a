import { z } from "zod";
import { ERROR_STATUS, type TErrorCode } from "@/lib/errors/app-error";

/**
 * Every error's JSON body (lib/errors to-error-response): a code, a sentence, the fields a 422
 * names (ZodError) and details some errors carry (e.g. a too-deep body's field).
 */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]]),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    details: z.unknown().optional(),
  }),
});

/** The error statuses the document lists, with what they mean here. */
export const ERROR_RESPONSES = {
  "401": "Not signed in: no valid session cookie or bearer token (UNAUTHENTICATED).",
  "403": "Missing role or part (FORBIDDEN), or a write from another site's page (CROSS_ORIGIN).",
  "404": "The project, campaign, run, ... does not exist or is not visible to the caller.",
  "409":
    "A conflict: a unique value taken, a phase or status that does not allow this, or a concurrent write.",
  "413": "The upload is larger than the route's limit (PAYLOAD_TOO_LARGE).",
  "415": "The body was not sent as Content-Type: application/json (UNSUPPORTED_MEDIA_TYPE).",
  "422": "Invalid input (INVALID_INPUT): `fields` names each field and what is wrong with it.",
  "429": "Too many requests (RATE_LIMITED); try again later.",
  "500": "An unexpected server error (INTERNAL).",
} as const;

export type TErrorStatus = keyof typeof ERROR_RESPONSES;
