import Link from "next/link";
import { DiffView } from "@/components/diff/diff-view";
import { MetadataList } from "@/components/ui/metadata-list";
import { RubricStatusBadge } from "@/components/ui/rubric-status-badge";
import { TestsBadge } from "@/components/ui/tests-badge";
import { RubricPanel } from "@/components/rubrics/rubric-panel";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { getBug } from "@/lib/bugs/get-bug";
import { pageCall } from "@/lib/errors/page-call";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle((p) => `Bug ${p.bugId}`);

export default async function BugPage({
  params,
}: {
  params: Promise<{ slug: string; bugId: string }>;
}) {
  const { slug, bugId } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "project:read" });
  const can = (capability: "rubric:draft" | "rubric:edit") =>
    rolesAllow({ roles: access!.roles, capability, isAdmin: user.isAdmin });
  const bug = await pageCall(() =>
    getBug({ projectId: access!.project.id, externalId: decodeURIComponent(bugId) }),
  );
  const rubric = bug.rubrics.find((r) => r.format === "templated");
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / bugs
      </div>
      <div className="page-head">
        <div>
          <h1 className="mono">{bug.externalId}</h1>
          {bug.title && <div>{bug.title}</div>}
        </div>
        <div style={{ display: "flex", gap: 8 }}>
          {bug.bugType && <span className="badge">{bug.bugType}</span>}
          {bug.language && <span className="badge">{bug.language}</span>}
          <RubricStatusBadge status={rubric?.status ?? "none"} />
        </div>
      </div>
      <div className="grid-2">
        <section className="panel">
          <h2>Report</h2>
          {bug.report ? (
            <pre className="report" data-testid="bug-report">
              {bug.report}
            </pre>
          ) : (
            <div className="subtle">This bug has no report text.</div>
          )}
        </section>
        <section className="panel">
          <h2>Details</h2>
          <MetadataList metadata={bug.metadata} />
        </section>
      </div>
      <section className="panel">
        <h2>Rubric</h2>
        <RubricPanel
          slug={slug}
          bugId={bug.externalId}
          llmConfigured={getLlmSettings().configured}
          canDraft={can("rubric:draft")}
          canEdit={can("rubric:edit")}
          userId={user.id}
        />
      </section>
      <section className="panel">
        <h2>Ground-truth fix</h2>
        <DiffView diff={bug.groundTruthPatch} label="Ground-truth fix" />
      </section>
      <section className="panel">
        <h2>Candidate patches ({bug.patches.length})</h2>
        {bug.patches.length === 0 ? (
          <div className="subtle">No candidate patches imported for this bug.</div>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th>Patch</th>
                  <th>Tool</th>
                  <th>Model</th>
                  <th>Sample</th>
                  <th>Tests</th>
                  <th>Sources</th>
                </tr>
              </thead>
              <tbody>
                {bug.patches.map((p) => (
                  <tr key={p.id}>
                    <td className="mono">
                      <Link href={`/projects/${slug}/patches/${p.id}`}>{p.externalId}</Link>
                    </td>
                    <td>{p.tool ?? "—"}</td>
                    <td>{p.model ?? "—"}</td>
                    <td>{p.sample ?? "—"}</td>
                    <td>
                      <TestsBadge passes={p.passesTests} />
                    </td>
                    <td>
                      {p.sources > 1 ? (
                        <span className="badge info" title="identical texts merged">
                          {p.sources} identical
                        </span>
                      ) : (
                        1
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
