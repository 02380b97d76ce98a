import { z } from "zod";

/**
 * Markdown parsed on the server into the elements to draw (GFM, as react-markdown would draw
 * it): a text, or an element with React prop names, its children and, for a list item, the
 * 1-based source line (where a checklist requirement sits). The labelling and adjudication
 * pages draw it with components/campaigns/markdown-tree-view.tsx and load no markdown parser.
 */
export type TMarkdownNode =
  | string
  | {
      tag: string;
      props?: Record<string, string | number | boolean>;
      line?: number;
      children?: TMarkdownNode[];
    };

export const ZMarkdownNode: z.ZodType<TMarkdownNode> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({
      tag: z.string(),
      props: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
      line: z.number().optional(),
      children: z.array(ZMarkdownNode).optional(),
    }),
  ]),
);
