import Link from "next/link";
import { EffortReport } from "@/components/effort/effort-report";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Effort");

export default async function EffortPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { access } = await requirePageAccess({ slug, capability: "campaign:manage" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / effort
      </div>
      <div className="page-head">
        <div>
          <h1>Effort · {access!.project.name}</h1>
          <div className="subtle">
            Active time engineers spent refining and reviewing each bug&apos;s rubric against the
            time raters spent on its patches (paper 001 §8). Time counts only while the page is
            visible and someone typed, clicked or scrolled in the last minute.
          </div>
        </div>
      </div>
      <EffortReport slug={slug} />
    </>
  );
}
