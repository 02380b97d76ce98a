import Link from "next/link";
import { RulesPage } from "@/components/rules/rules-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Rules");

export default async function RulesRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "rules:read" });
  const canEdit = rolesAllow({
    roles: access!.roles,
    capability: "rules:write",
    isAdmin: user.isAdmin,
  });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / rules
      </div>
      <div className="page-head">
        <div>
          <h1>Rules · {access!.project.name}</h1>
          <div className="subtle">
            Project-wide rules beside every rubric (paper 001 §8, e.g. the rule of minimalism).
            Raters see them beside the rubric; a judge configuration may carry them in its prompt,
            and each run records the version it used.
          </div>
        </div>
      </div>
      <RulesPage slug={slug} canEdit={canEdit} />
    </>
  );
}
