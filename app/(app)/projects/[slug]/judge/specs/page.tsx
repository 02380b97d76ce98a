import Link from "next/link";
import { FixSpecList } from "@/components/judge/fix-spec-list";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Fix specs");

export default async function FixSpecsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  await requirePageAccess({ slug, capability: "judge:read" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={`/projects/${slug}/judge`}>judge</Link> / fix specifications
      </div>
      <div className="page-head">
        <div>
          <h1>Fix specifications</h1>
          <div className="subtle">
            What a correct fix must do, written for each bug and set of files its candidate patches
            edit from the report and the original files, never from the developer fix (Cambronero et
            al. 2026, §3.2.2). Judges with the fix-specification reference read them.
          </div>
        </div>
      </div>
      <FixSpecList slug={slug} />
    </>
  );
}
