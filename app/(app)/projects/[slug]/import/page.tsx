import Link from "next/link";
import { ImportForm } from "@/components/import/import-form";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Import");

export default async function ImportPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { access } = await requirePageAccess({ slug, capability: "project:import" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / import
      </div>
      <div className="page-head">
        <div>
          <h1>Import into {access!.project.name}</h1>
          <div className="subtle">
            JSONL, one object per line: bugs <code>{"{bugId, report, groundTruthPatch, …}"}</code>,
            patches <code>{"{patchId, bugId, patch, …}"}</code>, SWE-bench tasks or predictions.
            Import bugs before their patches.
          </div>
        </div>
      </div>
      <ImportForm slug={slug} />
    </>
  );
}
