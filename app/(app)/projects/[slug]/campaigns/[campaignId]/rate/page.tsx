import Link from "next/link";
import { Suspense } from "react";
import { RaterWorkspace } from "@/components/campaigns/rater-workspace";
import { requireCampaignPage } from "@/lib/auth/require-campaign-page";
import { campaignTitle } from "@/app/page-titles";

export const generateMetadata = campaignTitle("Rate", "rate");

export default async function RatePage({
  params,
}: {
  params: Promise<{ slug: string; campaignId: string }>;
}) {
  const { slug, campaignId } = await params;
  const { access } = await requireCampaignPage({ slug, campaignId, need: "rate" });
  const { campaign, project } = access;
  return (
    <>
      <div className="crumbs">
        <Link href="/">Home</Link> / {project.name} / {campaign.name}
      </div>
      <Suspense>
        <RaterWorkspace
          slug={slug}
          campaignId={campaignId}
          name={campaign.name}
          phase={campaign.phase}
          allowUnsure={campaign.allowUnsure}
          instructions={campaign.instructions}
        />
      </Suspense>
    </>
  );
}
