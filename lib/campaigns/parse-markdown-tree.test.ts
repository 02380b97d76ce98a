import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import { MarkdownTreeView } from "@/components/campaigns/markdown-tree-view";
import { renderRubricMarkdown } from "@/lib/rubrics/render-rubric-markdown";
import { parseMarkdownTree } from "./parse-markdown-tree";

const templated = renderRubricMarkdown({
  draft: {
    rootCause: "The loop reads four hex digits without checking `p + i < end`.",
    requirements: ["Checks that four bytes remain before reading", "Returns **TJ_ERR_TRUNCATED**"],
    acceptable: ["A length check in the caller"],
    unacceptable: ["Padding the input buffer", "Catching the crash"],
  },
});
const gfm = [
  "# Title with *emphasis* and ~~strike~~",
  "",
  "1. first",
  "2. second",
  "",
  "- [x] done item",
  '- [ ] open item with a [link](https://example.org/a?b=1 "t")',
  "",
  "| left | center | right |",
  "|:-----|:------:|------:|",
  "| a    | `b`    | c     |",
  "",
  "```c",
  "int main(void) { return 0; }",
  "```",
  "",
  "> quoted <b>raw html</b> and <script>alert(1)</script>",
  "",
  "[bad](javascript:alert(1)) ![img](data:image/png;base64,xx) https://auto.link/x www.example.com",
  "",
  "A footnote[^1].",
  "",
  "[^1]: The note.",
  "",
  "---",
  "line  ",
  "break",
].join("\n");

const viaReactMarkdown = (markdown: string) =>
  renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins: [remarkGfm] }, markdown));
const viaTree = (markdown: string) =>
  renderToStaticMarkup(createElement(MarkdownTreeView, { tree: parseMarkdownTree({ markdown }) }));

describe("markdown parsed on the server, drawn without a parser", () => {
  it("draws exactly what react-markdown draws, for a templated rubric and for GFM", () => {
    for (const markdown of [templated, gfm, "", "plain text"])
      expect(viaTree(markdown)).toBe(viaReactMarkdown(markdown));
  });

  it("keeps raw HTML as text and drops javascript: links, as react-markdown does", () => {
    const html = viaTree(gfm);
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("javascript:");
  });

  it("gives each list item its source line, where the checklist requirements sit", () => {
    const tree = parseMarkdownTree({ markdown: "intro\n\n- [ ] one\n- [ ] two\n" });
    const list = tree.find((n) => typeof n !== "string" && n.tag === "ul");
    const items = typeof list === "string" ? [] : (list?.children ?? []);
    expect(
      items.flatMap((n) => (typeof n === "string" ? [] : [[n.tag, n.line, n.props?.className]])),
    ).toEqual([
      ["li", 3, "task-list-item"],
      ["li", 4, "task-list-item"],
    ]);
  });
});
