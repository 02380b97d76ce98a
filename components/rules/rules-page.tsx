"use client";

import { QueryErrorBanner } from "@/components/ui/query-error-banner";
import { ProjectRulesPanel } from "./project-rules-panel";
import { RulesEditor } from "./rules-editor";
import { RulesHistory } from "./rules-history";
import { useProjectRules } from "./use-project-rules";
import { useRuleVersions } from "./use-rule-versions";

/**
 * The Rules page: the current rules (leads edit them, others read), and every version with its
 * diff. Once loaded, a failed refresh is a banner above the page: the editor, and whatever the
 * lead typed into it, stays.
 */
export function RulesPage({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const current = useProjectRules(slug);
  const versions = useRuleVersions(slug);
  // `null` is loaded (no rules yet); only `undefined` is nothing loaded.
  if (current.data === undefined)
    return current.isError ? (
      <QueryErrorBanner query={current} />
    ) : (
      <p className="subtle">Loading…</p>
    );
  const latest = current.data;
  // One banner for both reads: Retry asks for both again.
  const reads = {
    error: current.error ?? versions.error,
    data: latest,
    refetch: () => Promise.all([current.refetch(), versions.refetch()]),
  };
  return (
    <>
      <QueryErrorBanner query={reads} />
      {latest ? (
        <ProjectRulesPanel version={latest.version} rules={latest.rules} />
      ) : (
        <p className="empty">
          No rules yet.{" "}
          {canEdit ? "Add the first ones below." : "A lead of the project can add them."}
        </p>
      )}
      {canEdit && <RulesEditor slug={slug} latest={latest} />}
      {versions.data && <RulesHistory versions={versions.data} />}
    </>
  );
}
