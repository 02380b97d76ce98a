import { z } from "zod";
import { parseJsonText } from "@/lib/json/parse-json-text";

const ZOriginalFiles = z.record(z.string(), z.string());
const ZFileList = z.array(z.string());

/** Bug.originalFiles: path → original text of the files candidate patches touch. */
export function parseOriginalFiles(options: { text: string }): Record<string, string> {
  return parseJsonText({ text: options.text, schema: ZOriginalFiles, column: "Bug.originalFiles" });
}

/** FixSpecification.files: the sorted paths of its file set. */
export function parseSpecFiles(options: { text: string }): string[] {
  return parseJsonText({ text: options.text, schema: ZFileList, column: "FixSpecification.files" });
}
