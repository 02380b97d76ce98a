import Link from "next/link";
import { Suspense } from "react";
import { InputBouncerForm } from "@/components/research/input-bouncer-form";
import { ResearchTables } from "@/components/research/research-tables";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Research");

export default async function ResearchPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { access } = await requirePageAccess({ slug, capability: "agreement:read" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / research
      </div>
      <div className="page-head">
        <div>
          <h1>Research · {access!.project.name}</h1>
          <div className="subtle">
            Judge runs, internal and imported, against the human consensus: ROC AUC and threshold
            sweeps, paired comparisons, BouncerBench metrics, pass@k by tool and model, plausible
            against valid by bug type and file-level localization. Every table exports.
          </div>
        </div>
      </div>
      <Suspense>
        <ResearchTables slug={slug} />
      </Suspense>
      <InputBouncerForm slug={slug} />
    </>
  );
}
