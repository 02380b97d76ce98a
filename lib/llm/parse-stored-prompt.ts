const SYSTEM = "[system]\n";
const USER = "\n\n[user]\n";

/**
 * The messages of a logged call (LlmCall.prompt) as they were sent: prepareStructuredCall stores a
 * call with a system message as `[system]\n<system>\n\n[user]\n<user>`, and one without as the
 * user message alone. The first separator ends the system message (templates' system parts are
 * fixed text; the user part, with its candidate patch, comes after). Pure.
 */
export function parseStoredPrompt(options: { prompt: string }): {
  system: string | null;
  user: string;
} {
  const { prompt } = options;
  if (!prompt.startsWith(SYSTEM)) return { system: null, user: prompt };
  const end = prompt.indexOf(USER, SYSTEM.length);
  if (end < 0) return { system: null, user: prompt };
  return { system: prompt.slice(SYSTEM.length, end), user: prompt.slice(end + USER.length) };
}
