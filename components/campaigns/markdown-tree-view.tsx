import { Fragment, type CSSProperties, type ReactNode } from "react";
import type { TMarkdownNode } from "@/lib/campaigns/markdown-tree";

/** The elements markdown (GFM) yields; anything else is drawn as its children only. */
const TAGS = new Set([
  "a",
  "blockquote",
  "br",
  "code",
  "del",
  "em",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "img",
  "input",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
  "div",
]);

type TElement = Exclude<TMarkdownNode, string>;
/** Draws one element differently (return undefined for the default drawing). */
export type TRenderOverride = (node: TElement, children: ReactNode) => ReactNode | undefined;

function draw(nodes: TMarkdownNode[] | undefined, override?: TRenderOverride): ReactNode[] {
  return (nodes ?? []).map((node, i) => {
    if (typeof node === "string") return node;
    const children = draw(node.children, override);
    const custom = override?.(node, children);
    if (custom !== undefined) return <Fragment key={i}>{custom}</Fragment>;
    if (!TAGS.has(node.tag)) return <Fragment key={i}>{children}</Fragment>;
    const { align, ...rest } = node.props ?? {};
    const style: CSSProperties | undefined =
      typeof align === "string" ? { textAlign: align as CSSProperties["textAlign"] } : undefined;
    const Tag = node.tag as "div";
    return children.length ? (
      <Tag key={i} {...rest} style={style}>
        {children}
      </Tag>
    ) : (
      <Tag key={i} {...rest} style={style} />
    );
  });
}

/**
 * Markdown parsed on the server (lib/campaigns/parse-markdown-tree.ts) drawn as React elements:
 * the same elements react-markdown draws, without loading a markdown parser in the page.
 */
export function MarkdownTreeView({
  tree,
  override,
}: {
  tree: TMarkdownNode[];
  override?: TRenderOverride;
}) {
  return <>{draw(tree, override)}</>;
}
