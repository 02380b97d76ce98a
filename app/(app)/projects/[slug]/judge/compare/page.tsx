import Link from "next/link";
import { Suspense } from "react";
import { RunCompareView } from "@/components/run-compare/run-compare-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Compare runs");

export default async function CompareRunsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  await requirePageAccess({ slug, capability: "judge:read" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={`/projects/${slug}/judge`}>judge</Link> / compare
      </div>
      <div className="page-head">
        <div>
          <h1>Compare runs</h1>
          <div className="subtle">
            Two runs side by side on the patches both judged: how often their verdicts differ
            (McNemar&apos;s exact test), which one the human consensus sides with, and every flipped
            patch with both justifications.
          </div>
        </div>
      </div>
      <Suspense>
        <RunCompareView slug={slug} />
      </Suspense>
    </>
  );
}
