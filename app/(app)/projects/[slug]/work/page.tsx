import Link from "next/link";
import { BulkDraft } from "@/components/rubrics/bulk-draft";
import { MyWork } from "@/components/rubrics/my-work";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("My work");

export default async function MyWorkPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  await requirePageAccess({ slug, capability: "rubric:edit" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / my work
      </div>
      <div className="page-head">
        <div>
          <h1>My work</h1>
          <div className="subtle">Rubrics waiting for you to draft, refine or confirm.</div>
        </div>
      </div>
      <BulkDraft slug={slug} llmConfigured={getLlmSettings().configured} />
      <MyWork slug={slug} />
    </>
  );
}
