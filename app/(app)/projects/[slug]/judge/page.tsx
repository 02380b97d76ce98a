import Link from "next/link";
import { JudgeHome } from "@/components/judge/judge-home";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Judge");

export default async function JudgePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "judge:read" });
  const canRun = rolesAllow({
    roles: access!.roles,
    capability: "judge:run",
    isAdmin: user.isAdmin,
  });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / judge
      </div>
      <div className="page-head">
        <div>
          <h1>LLM judge</h1>
          <div className="subtle">
            An LLM labels every candidate patch against a reference (golden rubric, draft, developer
            fix, a fix specification or the report alone); compare its labels with a campaign&apos;s
            consensus.
          </div>
        </div>
        <div style={{ display: "flex", gap: 16 }}>
          <Link href={`/projects/${slug}/judge/alignment`}>Alignment</Link>
          {canRun && <Link href={`/projects/${slug}/judge/tune`}>Tune</Link>}
          <Link href={`/projects/${slug}/judge/compare`}>Compare runs</Link>
          <Link href={`/projects/${slug}/judge/specs`}>Fix specifications</Link>
          {canRun && <Link href={`/projects/${slug}/judge/refine`}>Refine instructions</Link>}
        </div>
      </div>
      <JudgeHome slug={slug} canRun={canRun} />
    </>
  );
}
