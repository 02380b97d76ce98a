import Link from "next/link";
import { RubricAnalytics } from "@/components/rubrics/rubric-analytics";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Rubric analytics");

export default async function AnalyticsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { access } = await requirePageAccess({ slug, capability: "project:read" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / analytics
      </div>
      <div className="page-head">
        <div>
          <h1>Rubric analytics · {access!.project.name}</h1>
          <div className="subtle">
            How much engineers changed the drafted rubrics: modification rate, edit distance, edit
            types and themes.
          </div>
        </div>
      </div>
      <RubricAnalytics slug={slug} />
    </>
  );
}
