import Link from "next/link";
import { Suspense } from "react";
import { PolicyPage } from "@/components/policy/policy-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export default async function PolicyRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { access } = await requirePageAccess({ slug, capability: "agreement:read" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / policy
      </div>
      <div className="page-head">
        <div>
          <h1>Policy · {access!.project.name}</h1>
          <div className="subtle">
            From judging to deciding: which patches (and bugs) a reviewer would see under each
            validation and abstention policy, how precise that is against a success criterion, and
            how many reviews it spares.
          </div>
        </div>
      </div>
      <Suspense>
        <PolicyPage slug={slug} />
      </Suspense>
    </>
  );
}
