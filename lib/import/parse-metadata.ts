import { z } from "zod";
import { parseJsonText } from "@/lib/json/parse-json-text";

const ZMetadata = z.record(z.string(), z.unknown());

/** Bug.metadata, Patch.metadata: a JSON object of the source fields without a column of their own. */
export function parseMetadata(options: { text: string; column: string }): Record<string, unknown> {
  return parseJsonText({ ...options, schema: ZMetadata });
}
