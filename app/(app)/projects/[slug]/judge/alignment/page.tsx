import Link from "next/link";
import { Suspense } from "react";
import { AlignmentView } from "@/components/alignment/alignment-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Judge alignment");

export default async function AlignmentPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "agreement:read" });
  const canRun = rolesAllow({
    roles: access!.roles,
    capability: "judge:run",
    isAdmin: user.isAdmin,
  });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={`/projects/${slug}/judge`}>judge</Link> / alignment
      </div>
      <div className="page-head">
        <div>
          <h1>Alignment</h1>
          <div className="subtle">
            How each version of a judge configuration agrees with a campaign&apos;s consensus, how
            that changes from version to version and rubric version to rubric version, and where the
            judge and the raters disagree.
          </div>
        </div>
      </div>
      <Suspense>
        <AlignmentView slug={slug} canRun={canRun} />
      </Suspense>
    </>
  );
}
