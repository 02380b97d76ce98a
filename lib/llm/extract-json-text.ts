/**
 * The JSON object in a model's text answer when the text is not JSON itself: servers without
 * structured output (older Ollama, llama.cpp, LM Studio without a grammar) answer in prose or a
 * fenced ```json block. Returns the fenced block's content, else the first balanced `{…}`
 * (strings and escapes respected), else null. Pure.
 */
export function extractJsonText(options: { text: string }): string | null {
  const { text } = options;
  const fenced = /```(?:json|JSON)?\s*\n([\s\S]*?)\n?```/.exec(text);
  if (fenced && fenced[1]!.trim().startsWith("{")) return fenced[1]!.trim();
  const start = text.indexOf("{");
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let at = start; at < text.length; at++) {
    const c = text[at];
    if (inString) {
      if (c === "\\") at += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth += 1;
    else if (c === "}" && --depth === 0) return text.slice(start, at + 1);
  }
  return null;
}
