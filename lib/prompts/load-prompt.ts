import { readFileSync } from "node:fs";
import path from "node:path";
import { getAppRoot } from "@/lib/env/get-app-root";
import { parsePromptFile, type TPromptFile } from "./parse-prompt-file";

/** "<name>.v<version>": lowercase name, dashes allowed; no dots, slashes or "..". */
const PROMPT_ID = /^([a-z0-9][a-z0-9-]*)\.v(\d+)$/;

/**
 * Reads and parses `prompts/<name>.md` of the checkout (getAppRoot), e.g.
 * `loadPrompt({ name: "rubric-draft.v1" })`. The id is checked against a strict pattern
 * before any file access, and must agree with the file's front matter.
 */
export function loadPrompt(options: { name: string }): TPromptFile {
  const id = PROMPT_ID.exec(options.name);
  if (!id)
    throw new Error(`Invalid prompt name "${options.name}" (expected e.g. "rubric-draft.v1")`);
  const file = path.join(getAppRoot(), "prompts", `${options.name}.md`);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`Prompt "${options.name}" not found (prompts/${options.name}.md)`);
    throw error;
  }
  const prompt = parsePromptFile({ text });
  if (prompt.name !== id[1] || prompt.version !== id[2]) {
    throw new Error(
      `Prompt file prompts/${options.name}.md declares ${prompt.name} version ${prompt.version}`,
    );
  }
  return prompt;
}
