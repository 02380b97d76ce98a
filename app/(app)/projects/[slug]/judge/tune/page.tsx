import Link from "next/link";
import { Suspense } from "react";
import { TuneView } from "@/components/tuning/tune-view";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Tune the judge");

export default async function TunePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  await requirePageAccess({ slug, capability: "judge:run" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={`/projects/${slug}/judge`}>judge</Link> / tune
      </div>
      <div className="page-head">
        <div>
          <h1>Tune the judge</h1>
          <div className="subtle">
            Learn from a revealed campaign&apos;s disagreements: the campaign&apos;s bugs are split
            into a tuning part and a held-out part first; examples come from the tuning part, and
            the gain is measured on the held-out part only.
          </div>
        </div>
        <div style={{ display: "flex", gap: 16 }}>
          <Link href={`/projects/${slug}/judge/alignment`}>Alignment</Link>
        </div>
      </div>
      <Suspense>
        <TuneView slug={slug} />
      </Suspense>
    </>
  );
}
