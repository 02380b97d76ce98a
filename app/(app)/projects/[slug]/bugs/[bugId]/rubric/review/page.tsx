import Link from "next/link";
import { ReviewPanel } from "@/components/rubrics/review-panel";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { getBug } from "@/lib/bugs/get-bug";
import { pageCall } from "@/lib/errors/page-call";
import { getRubric } from "@/lib/rubrics/get-rubric";
import { ZGetRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle((p) => `Review rubric ${p.bugId}`);

export default async function RubricReviewPage({
  params,
}: {
  params: Promise<{ slug: string; bugId: string }>;
}) {
  const { slug, bugId: raw } = await params;
  const bugId = decodeURIComponent(raw);
  const { user, access } = await requirePageAccess({ slug, capability: "rubric:edit" });
  const bug = await pageCall(() => getBug({ projectId: access!.project.id, externalId: bugId }));
  // As the API would answer it (dates as ISO strings): the workbench also reloads it through the API.
  const { rubric } = ZGetRubricResponse.parse(
    await getRubric({ projectId: access!.project.id, bugExternalId: bugId, format: "templated" }),
  );
  const bugHref = `/projects/${slug}/bugs/${encodeURIComponent(bugId)}`;
  const problem =
    !rubric || rubric.status !== "in_review"
      ? "This rubric is not waiting for confirmation."
      : rubric.editor?.id === user.id
        ? "You edited this rubric: a second engineer must confirm it."
        : null;
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={bugHref}>{bugId}</Link> / review
      </div>
      <div className="page-head">
        <div>
          <h1>Confirm the rubric</h1>
          {rubric?.editor && <div className="subtle">Refined by {rubric.editor.name}</div>}
        </div>
      </div>
      {problem ? (
        <div className="alert warn" role="alert">
          {problem} <Link href={bugHref}>Back to the bug</Link>
        </div>
      ) : (
        <ReviewPanel
          slug={slug}
          bugId={bugId}
          rubric={rubric!}
          bug={{ title: bug.title, report: bug.report, groundTruthPatch: bug.groundTruthPatch }}
        />
      )}
    </>
  );
}
