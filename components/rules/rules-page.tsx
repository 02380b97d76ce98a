"use client";

import { ProjectRulesPanel } from "./project-rules-panel";
import { RulesEditor } from "./rules-editor";
import { RulesHistory } from "./rules-history";
import { useProjectRules } from "./use-project-rules";
import { useRuleVersions } from "./use-rule-versions";

/** The Rules page: the current rules (leads edit them, others read), and every version with its diff. */
export function RulesPage({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const current = useProjectRules(slug);
  const versions = useRuleVersions(slug);
  if (current.isError)
    return (
      <div className="alert error" role="alert">
        {current.error.message}
      </div>
    );
  if (current.isPending) return <p className="subtle">Loading…</p>;
  const base = current.data;
  return (
    <>
      {base ? (
        <ProjectRulesPanel version={base.version} rules={base.rules} />
      ) : (
        <p className="empty">
          No rules yet.{" "}
          {canEdit ? "Add the first ones below." : "A lead of the project can add them."}
        </p>
      )}
      {canEdit && <RulesEditor key={base?.version ?? 0} slug={slug} base={base} />}
      {versions.data && <RulesHistory versions={versions.data} />}
    </>
  );
}
