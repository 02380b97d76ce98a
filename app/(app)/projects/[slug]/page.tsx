import Link from "next/link";
import { BugTable } from "@/components/bugs/bug-table";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Overview");

export default async function ProjectPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "project:read" });
  const project = access!.project;
  const canImport = rolesAllow({
    roles: access!.roles,
    capability: "project:import",
    isAdmin: user.isAdmin,
  });
  const canManageCampaigns = rolesAllow({
    roles: access!.roles,
    capability: "campaign:manage",
    isAdmin: user.isAdmin,
  });
  const canReadJudge = rolesAllow({
    roles: access!.roles,
    capability: "judge:read",
    isAdmin: user.isAdmin,
  });
  const canEditRubrics = rolesAllow({
    roles: access!.roles,
    capability: "rubric:edit",
    isAdmin: user.isAdmin,
  });
  const canReadAgreement = rolesAllow({
    roles: access!.roles,
    capability: "agreement:read",
    isAdmin: user.isAdmin,
  });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / {project.slug}
      </div>
      <div className="page-head">
        <div>
          <h1>{project.name}</h1>
          {project.description && <div className="subtle">{project.description}</div>}
        </div>
        <div className="toolbar" style={{ marginBottom: 0 }}>
          {canEditRubrics && (
            <Link className="button" href={`/projects/${slug}/work`}>
              My work
            </Link>
          )}
          <Link className="button" href={`/projects/${slug}/analytics`}>
            Rubric analytics
          </Link>
          <Link className="button" href={`/projects/${slug}/rules`}>
            Rules
          </Link>
          {canReadAgreement && (
            <Link className="button" href={`/projects/${slug}/agreement`}>
              Agreement
            </Link>
          )}
          {canReadAgreement && (
            <Link className="button" href={`/projects/${slug}/patches`}>
              Patches
            </Link>
          )}
          {canReadAgreement && (
            <Link className="button" href={`/projects/${slug}/policy`}>
              Policy
            </Link>
          )}
          {canReadAgreement && (
            <Link className="button" href={`/projects/${slug}/research`}>
              Research
            </Link>
          )}
          {canManageCampaigns && (
            <Link className="button" href={`/projects/${slug}/campaigns`}>
              Campaigns
            </Link>
          )}
          {canManageCampaigns && (
            <Link className="button" href={`/projects/${slug}/effort`}>
              Effort
            </Link>
          )}
          {canManageCampaigns && (
            <Link className="button" href={`/projects/${slug}/studies`}>
              Studies
            </Link>
          )}
          {canReadJudge && (
            <Link className="button" href={`/projects/${slug}/judge`}>
              Judge
            </Link>
          )}
          {canImport && (
            <Link className="button primary" href={`/projects/${slug}/import`}>
              Import data
            </Link>
          )}
        </div>
      </div>
      <BugTable slug={slug} />
    </>
  );
}
