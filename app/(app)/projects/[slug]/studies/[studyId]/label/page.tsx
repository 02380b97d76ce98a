import Link from "next/link";
import { StudyLabeller } from "@/components/studies/study-labeller";
import { requireStudyPage } from "@/lib/auth/require-study-page";
import { studyTitle } from "@/app/page-titles";

export const generateMetadata = studyTitle("Label", ["rate"]);

export default async function StudyLabelPage({
  params,
}: {
  params: Promise<{ slug: string; studyId: string }>;
}) {
  const { slug, studyId } = await params;
  const { access } = await requireStudyPage({ slug, studyId, need: "rate" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Home</Link> / {access.project.name} /{" "}
        <Link href={`/projects/${slug}/studies`}>studies</Link> / {access.study.name}
      </div>
      <div className="page-head">
        <div>
          <h1>Label patches · Rater {access.position}</h1>
          <div className="subtle">
            First every patch with your own rubric, then every patch with another rater&apos;s.
            VALID <kbd>V</kbd>, INVALID <kbd>I</kbd>, justification <kbd>E</kbd>, record{" "}
            <kbd>Ctrl+Enter</kbd>. Labels are final; other raters&apos; stay hidden.
          </div>
        </div>
      </div>
      <StudyLabeller slug={slug} studyId={studyId} />
    </>
  );
}
