import Link from "next/link";
import { DiffView } from "@/components/diff/diff-view";
import { RubricWorkbench } from "@/components/rubrics/rubric-workbench";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { getBug } from "@/lib/bugs/get-bug";
import { pageCall } from "@/lib/errors/page-call";
import { getRubric } from "@/lib/rubrics/get-rubric";
import { ZGetRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle((p) => `Rubric ${p.bugId}`);

export default async function RubricEditorPage({
  params,
}: {
  params: Promise<{ slug: string; bugId: string }>;
}) {
  const { slug, bugId: raw } = await params;
  const bugId = decodeURIComponent(raw);
  const { user, access } = await requirePageAccess({ slug, capability: "rubric:edit" });
  const projectId = access!.project.id;
  const bug = await pageCall(() => getBug({ projectId, externalId: bugId }));
  // As the API would answer it (dates as ISO strings): the workbench also reloads it through the API.
  const { rubric } = ZGetRubricResponse.parse(
    await getRubric({ projectId, bugExternalId: bugId, format: "templated" }),
  );
  const bugHref = `/projects/${slug}/bugs/${encodeURIComponent(bugId)}`;
  const blocked = !rubric
    ? "This bug has no draft yet: draft it from the bug page."
    : rubric.editor && rubric.editor.id !== user.id
      ? `${rubric.editor.name} is refining this rubric.`
      : null;
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={bugHref}>{bugId}</Link> / rubric
      </div>
      <div className="page-head">
        <div>
          <h1>Refine the rubric</h1>
          <div className="subtle">{bug.title ?? bugId}</div>
        </div>
      </div>
      <div className="grid-2" style={{ gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)" }}>
        <div>
          <section className="panel">
            <h2>Report</h2>
            <pre className="report">{bug.report || "(no report text)"}</pre>
          </section>
          <section className="panel">
            <h2>Ground-truth fix</h2>
            <DiffView diff={bug.groundTruthPatch} label="Ground-truth fix" />
          </section>
        </div>
        <div>
          {blocked ? (
            <div className="alert warn">
              {blocked} <Link href={bugHref}>Back to the bug</Link>
            </div>
          ) : (
            <RubricWorkbench
              slug={slug}
              bugId={bugId}
              rubric={rubric!}
              bug={{ report: bug.report, groundTruthPatch: bug.groundTruthPatch }}
            />
          )}
        </div>
      </div>
    </>
  );
}
