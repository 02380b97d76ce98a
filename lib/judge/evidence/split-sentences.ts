/** A sentence of a text and where it starts. */
export type TSentence = { text: string; start: number };

/**
 * A judge's text as sentences: every line on its own (bullets and numbering markers dropped), each
 * line cut after `.`, `!` or `?` followed by white space and an upper-case letter, a quote, a
 * backtick or a bracket (so "foo.c", "e.g. the header" and "v1.2" stay whole). Empty pieces are
 * dropped; each sentence is the exact text (trimmed). Pure.
 */
export function splitSentences(options: { text: string }): TSentence[] {
  const out: TSentence[] = [];
  const lineRe = /[^\n]+/g;
  for (let line = lineRe.exec(options.text); line; line = lineRe.exec(options.text)) {
    const body = line[0].replace(/^\s*(?:[-*•]|\d+[.)])\s+/, (m) => " ".repeat(m.length));
    const cut = /[.!?]+["')\]]?\s+(?=[A-Z"'`(\[])/g;
    let from = 0;
    const push = (end: number) => {
      const raw = body.slice(from, end);
      const text = raw.trim();
      if (text) out.push({ text, start: line!.index + from + raw.indexOf(text) });
    };
    for (let m = cut.exec(body); m; m = cut.exec(body)) {
      const end = m.index + m[0].trimEnd().length;
      push(end);
      from = m.index + m[0].length;
    }
    push(body.length);
  }
  return out;
}
