import Link from "next/link";
import { RefinePage } from "@/components/judge-refine/refine-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Refine judge instructions");

export default async function RefineRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  await requirePageAccess({ slug, capability: "judge:run" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={`/projects/${slug}/judge`}>judge</Link> / refine
      </div>
      <div className="page-head">
        <div>
          <h1>Refine instructions</h1>
          <div className="subtle">
            Additional instructions for a judge configuration, proposed by the LLM from the patches
            where a run disagreed with a revealed campaign&apos;s consensus (the tuning part of a
            split by bug only) and reviewed like a rubric repair. Accepting saves a new version of
            the configuration; measure it on the held-out part.
          </div>
        </div>
      </div>
      <RefinePage slug={slug} />
    </>
  );
}
