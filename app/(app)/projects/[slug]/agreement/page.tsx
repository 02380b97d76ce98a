import Link from "next/link";
import { Suspense } from "react";
import { AgreementDashboard } from "@/components/agreement/agreement-dashboard";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Agreement");

export default async function AgreementPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "agreement:read" });
  const canManageCampaigns = rolesAllow({
    roles: access!.roles,
    capability: "campaign:manage",
    isAdmin: user.isAdmin,
  });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / agreement
      </div>
      <div className="page-head">
        <div>
          <h1>Agreement · {access!.project.name}</h1>
          <div className="subtle">
            How far raters agree with each other, and how an LLM judge agrees with their consensus:
            reliability, benchmarks, ablations and pass@k, each table exportable.
          </div>
        </div>
      </div>
      <Suspense>
        <AgreementDashboard slug={slug} canManageCampaigns={canManageCampaigns} />
      </Suspense>
    </>
  );
}
