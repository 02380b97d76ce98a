import Link from "next/link";
import { Suspense } from "react";
import { PolicyPage } from "@/components/policy/policy-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Policy");

export default async function PolicyRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "agreement:read" });
  const canSetDefault = rolesAllow({
    roles: access!.roles,
    capability: "judge:run",
    isAdmin: user.isAdmin,
  });
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
        <PolicyPage slug={slug} canSetDefault={canSetDefault} />
      </Suspense>
    </>
  );
}
