import type { ElementContent, Root, RootContent } from "hast";
import { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { TMarkdownNode } from "./markdown-tree";

// react-markdown's own pipeline and rules (node_modules/react-markdown/lib/index.js), run once on
// the server: raw HTML stays visible text, link and image addresses pass its URL filter.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true });
/** Elements React refuses whitespace text in (hast-util-to-jsx-runtime drops it there too). */
const TABLE_PARTS = new Set(["table", "thead", "tbody", "tfoot", "tr"]);
const URL_PROPS = new Set(["href", "src"]);

/** hast's property names as React props: className joined, data-* and aria-* spelled out. */
function propName(key: string): string {
  if (/^data[A-Z]/.test(key))
    return `data-${key
      .slice(4)
      .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      .slice(1)}`;
  if (/^aria[A-Z]/.test(key)) return `aria-${key.slice(4).toLowerCase()}`;
  return key;
}

function convert(node: RootContent | ElementContent, parentTag: string | null): TMarkdownNode[] {
  if (node.type === "text" || node.type === "raw") {
    if (parentTag && TABLE_PARTS.has(parentTag) && !node.value.trim()) return [];
    return [node.value];
  }
  if (node.type !== "element") return [];
  const props: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    const v = Array.isArray(value) ? value.join(" ") : value;
    props[propName(key)] = URL_PROPS.has(key) ? defaultUrlTransform(String(v)) : v;
  }
  const children = node.children.flatMap((c) => convert(c, node.tagName));
  return [
    {
      tag: node.tagName,
      ...(Object.keys(props).length ? { props } : {}),
      ...(node.tagName === "li" && node.position ? { line: node.position.start.line } : {}),
      ...(children.length ? { children } : {}),
    },
  ];
}

/** Markdown (GFM) as the tree of elements react-markdown would render for it. */
export function parseMarkdownTree(options: { markdown: string }): TMarkdownNode[] {
  const root = processor.runSync(processor.parse(options.markdown)) as Root;
  return root.children.flatMap((c) => convert(c, null));
}
