import { z } from "zod";

/** A prompt file: front matter (name, version, description) and the template body. */
export const ZPromptFile = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lowercase letters, digits and dashes"),
  version: z.string().regex(/^\d+$/, "a whole number"),
  description: z.string().min(1),
  body: z.string().refine((s) => s.trim().length > 0, "must not be empty"),
});
export type TPromptFile = z.infer<typeof ZPromptFile>;

/**
 * Parses `---\nname: …\nversion: …\ndescription: …\n---\n<body>`. Keys may come in
 * any order; unknown or repeated keys, a missing field and an empty body are errors.
 * Blank lines right after the front matter are not part of the body.
 */
export function parsePromptFile(options: { text: string }): TPromptFile {
  const text = options.text.replace(/\r\n/g, "\n").replace(/^\uFEFF/, "");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Error("Prompt file must start with a front matter block between --- lines");
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    if (line.trim() === "") continue;
    const pair = /^([a-z]+):\s*(.*?)\s*$/.exec(line);
    if (!pair) throw new Error(`Front matter line is not "key: value": ${line}`);
    const [, key = "", value = ""] = pair;
    if (!["name", "version", "description"].includes(key))
      throw new Error(`Unknown front matter key: ${key}`);
    if (Object.hasOwn(fields, key)) throw new Error(`Repeated front matter key: ${key}`);
    fields[key] = value;
  }
  const parsed = ZPromptFile.safeParse({ ...fields, body: (match[2] ?? "").replace(/^\n+/, "") });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid prompt file: ${issues.join("; ")}`);
  }
  return parsed.data;
}
