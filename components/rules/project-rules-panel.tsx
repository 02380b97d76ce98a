import type { TProjectRule } from "@/lib/rules/schemas";

/**
 * The project rules beside the rubric (the rating page): a collapsible numbered list with its
 * version. Rules hold no labels of patches, so showing them keeps raters blind.
 */
export function ProjectRulesPanel(props: { version: number; rules: readonly TProjectRule[] }) {
  return (
    <details className="panel" open data-testid="project-rules">
      <summary>
        <strong>Project rules</strong> <span className="subtle">version {props.version}</span>
      </summary>
      <ol className="rules-list">
        {props.rules.map((rule, i) => (
          <li key={i}>
            {rule.text}
            {rule.verdict && (
              <>
                {" "}
                <span className={`badge ${rule.verdict === "VALID" ? "ok" : "bad"}`}>
                  → {rule.verdict}
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
