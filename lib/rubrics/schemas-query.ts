import { z } from "zod";
import { ZRubricFormat } from "./schemas";

/** `?format=templated|freeform` on rubric routes. */
export const ZRubricQuery = z.object({ format: ZRubricFormat.default("templated") });

export function rubricFormatFrom(url: URL) {
  return ZRubricQuery.parse({ format: url.searchParams.get("format") ?? undefined }).format;
}
