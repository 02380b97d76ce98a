"use client";

import type { ReactNode } from "react";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import type { TChecklistItem } from "@/lib/campaigns/extract-checklist";

/**
 * The golden rubric as rendered markdown; its requirements ("- [ ] …") become
 * checkboxes the rater may tick as notes (keys 1–9 toggle the first nine).
 */
export function RubricChecklist(props: {
  content: string;
  checklist: TChecklistItem[];
  checked: number[];
  onToggle?: (index: number) => void;
}) {
  const { content, checklist, checked, onToggle } = props;
  return (
    <div className="rubric-md" data-testid="golden-rubric">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={{
          input: ({ type, ...rest }) =>
            type === "checkbox" ? null : <input type={type} {...rest} />,
          li: ({ node, className, children }) => {
            const index = checklist.findIndex((c) => c.line === node?.position?.start.line);
            if (!className?.includes("task-list-item") || index < 0)
              return <li className={className}>{children}</li>;
            return (
              <li className="task-list-item">
                <label>
                  <input
                    type="checkbox"
                    checked={checked.includes(index)}
                    disabled={!onToggle}
                    onChange={() => onToggle?.(index)}
                    aria-label={`Requirement ${index + 1}: ${checklist[index]!.text}`}
                  />
                  {index < 9 && onToggle && <kbd>{index + 1}</kbd>}
                  <span>{children as ReactNode}</span>
                </label>
              </li>
            );
          },
        }}
      >
        {content}
      </ReactMarkdown>
    </div>
  );
}
