import { findGoldenRubric } from "./find-golden-rubric";
import { parseMarkdownTree } from "./parse-markdown-tree";

/**
 * The golden rubric as the labelling and adjudication pages show it: `findGoldenRubric` plus its
 * markdown parsed into a render tree here, so those pages load no markdown parser (≈ 45 KB gzipped).
 */
export async function findDisplayedRubric(options: { bugId: string }) {
  const golden = await findGoldenRubric({ bugId: options.bugId });
  return golden && { ...golden, tree: parseMarkdownTree({ markdown: golden.content }) };
}
