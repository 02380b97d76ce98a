import { z } from "zod";
import { parseJsonText } from "@/lib/json/parse-json-text";
import { type TEditTheme, ZEditTheme } from "./edit-themes";

const ZEditThemes = z.array(ZEditTheme);

/** RubricEdit.themes: the JSON array of edit themes a justification carries. */
export function parseEditThemes(options: { text: string }): TEditTheme[] {
  return parseJsonText({ text: options.text, schema: ZEditThemes, column: "RubricEdit.themes" });
}
