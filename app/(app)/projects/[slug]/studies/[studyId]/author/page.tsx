import Link from "next/link";
import { RubricAuthor } from "@/components/studies/rubric-author";
import { requireStudyPage } from "@/lib/auth/require-study-page";
import { listStudyBugs } from "@/lib/studies/list-study-bugs";
import { studyTitle } from "@/app/page-titles";

export const generateMetadata = studyTitle("Author rubrics", ["rate"]);

export default async function StudyAuthorPage({
  params,
}: {
  params: Promise<{ slug: string; studyId: string }>;
}) {
  const { slug, studyId } = await params;
  const { user, access } = await requireStudyPage({ slug, studyId, need: "rate" });
  const bugs = await listStudyBugs({ studyId });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Home</Link> / {access.project.name} /{" "}
        <Link href={`/projects/${slug}/studies`}>studies</Link> / {access.study.name}
      </div>
      <div className="page-head">
        <div>
          <h1>Write your rubrics · Rater {access.position}</h1>
          <div className="subtle">
            For each bug, write what a valid fix must do, from the report and the developer fix.
            Nobody else sees your draft; once submitted it is final.
          </div>
        </div>
        <Link className="button" href={`/projects/${slug}/studies/${studyId}/label`}>
          Label patches
        </Link>
      </div>
      <RubricAuthor
        slug={slug}
        studyId={studyId}
        firstBugId={bugs[0]!.externalId}
        open={access.study.phase === "authoring"}
        draftOwner={user.id}
      />
    </>
  );
}
