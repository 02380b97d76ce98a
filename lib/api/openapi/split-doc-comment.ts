/**
 * A handler's doc comment as OpenAPI wants it: the first sentence as the summary (up to the
 * first ". " or ": " outside parentheses and backquotes), all of it as the description when
 * longer.
 */
export function splitDocComment({ text }: { text: string | undefined }): {
  summary?: string;
  description?: string;
} {
  if (!text) return {};
  let depth = 0;
  let code = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === "`") code = !code;
    else if (!code && c === "(") depth += 1;
    else if (!code && c === ")") depth = Math.max(0, depth - 1);
    else if (!code && depth === 0 && (c === "." || c === ":") && /\s/.test(text[i + 1] ?? " ")) {
      if (i + 1 >= text.trimEnd().length) break;
      return { summary: text.slice(0, c === "." ? i + 1 : i), description: text };
    }
  }
  return { summary: text };
}
