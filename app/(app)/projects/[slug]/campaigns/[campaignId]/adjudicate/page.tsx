import Link from "next/link";
import { Suspense } from "react";
import { AdjudicationWorkspace } from "@/components/campaigns/adjudication-workspace";
import { requireCampaignPage } from "@/lib/auth/require-campaign-page";
import { campaignTitle } from "@/app/page-titles";

export const generateMetadata = campaignTitle("Adjudicate", "adjudicate");

export default async function AdjudicatePage({
  params,
}: {
  params: Promise<{ slug: string; campaignId: string }>;
}) {
  const { slug, campaignId } = await params;
  const { user, access } = await requireCampaignPage({ slug, campaignId, need: "adjudicate" });
  const { campaign, project, isManager } = access;
  return (
    <>
      <div className="crumbs">
        <Link href="/">Home</Link> /{" "}
        {isManager ? (
          <Link href={`/projects/${slug}/campaigns/${campaignId}`}>{campaign.name}</Link>
        ) : (
          campaign.name
        )}{" "}
        / adjudication
      </div>
      <div className="page-head">
        <div>
          <h1>Adjudication</h1>
          <div className="subtle">
            {project.name} · {campaign.name}. Patches where the raters disagreed, were unsure, or
            did not all answer.
          </div>
        </div>
      </div>
      {campaign.phase === "labelling" ? (
        <div className="alert warn">
          Adjudication opens when the lead starts the reveal phase; until then labels stay hidden.
        </div>
      ) : (
        <Suspense>
          <AdjudicationWorkspace
            slug={slug}
            campaignId={campaignId}
            locked={campaign.phase === "closed"}
            canClose={isManager}
            draftOwner={user.id}
          />
        </Suspense>
      )}
    </>
  );
}
