import Link from "next/link";
import { Suspense } from "react";
import { RunView } from "@/components/judge/run-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Judge run");

export default async function JudgeRunPage({
  params,
}: {
  params: Promise<{ slug: string; runId: string }>;
}) {
  const { slug, runId } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "judge:read" });
  const canRun = rolesAllow({
    roles: access!.roles,
    capability: "judge:run",
    isAdmin: user.isAdmin,
  });
  const canManageCampaigns = rolesAllow({
    roles: access!.roles,
    capability: "campaign:manage",
    isAdmin: user.isAdmin,
  });
  const canReadAgreement = rolesAllow({
    roles: access!.roles,
    capability: "agreement:read",
    isAdmin: user.isAdmin,
  });
  const canEditRubrics = rolesAllow({
    roles: access!.roles,
    capability: "rubric:edit",
    isAdmin: user.isAdmin,
  });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={`/projects/${slug}/judge`}>judge</Link> / run
      </div>
      <Suspense>
        <RunView
          slug={slug}
          runId={runId}
          canRun={canRun}
          canManageCampaigns={canManageCampaigns}
          canReadAgreement={canReadAgreement}
          canEditRubrics={canEditRubrics}
        />
      </Suspense>
    </>
  );
}
