"use client";

import type { TChecklistItem } from "@/lib/campaigns/extract-checklist";
import type { TMarkdownNode } from "@/lib/campaigns/markdown-tree";
import { MarkdownTreeView } from "./markdown-tree-view";

/**
 * The golden rubric as rendered markdown (parsed on the server into `tree`); its requirements
 * ("- [ ] …") become checkboxes the rater may tick as notes (keys 1–9 toggle the first nine).
 */
export function RubricChecklist(props: {
  tree: TMarkdownNode[];
  checklist: TChecklistItem[];
  checked: number[];
  onToggle?: (index: number) => void;
}) {
  const { tree, checklist, checked, onToggle } = props;
  return (
    <div className="rubric-md" data-testid="golden-rubric">
      <MarkdownTreeView
        tree={tree}
        override={(node, children) => {
          // The markdown's own (disabled) task boxes give way to the requirement boxes below.
          if (node.tag === "input" && node.props?.type === "checkbox") return null;
          if (node.tag !== "li") return undefined;
          const className = typeof node.props?.className === "string" ? node.props.className : "";
          const index = checklist.findIndex((c) => c.line === node.line);
          if (!className.includes("task-list-item") || index < 0)
            return <li className={className || undefined}>{children}</li>;
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
                <span>{children}</span>
              </label>
            </li>
          );
        }}
      />
    </div>
  );
}
