import Link from "next/link";
import { Suspense } from "react";
import { RaterWorkspace } from "@/components/campaigns/rater-workspace";
import { requireCampaignPage } from "@/lib/auth/require-campaign-page";
import { campaignTitle } from "@/app/page-titles";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { getCurrentRuleSet } from "@/lib/rules/get-current-rule-set";

export const generateMetadata = campaignTitle("Rate", "rate");

export default async function RatePage({
  params,
}: {
  params: Promise<{ slug: string; campaignId: string }>;
}) {
  const { slug, campaignId } = await params;
  const { access } = await requireCampaignPage({ slug, campaignId, need: "rate" });
  const { campaign, project } = access;
  // Only the rules and their version: who saved them and when is none of the rater's concern.
  const current = await getCurrentRuleSet({ projectId: project.id });
  const rules = current ? { version: current.version, rules: current.rules } : null;
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
          scale={parseRatingScale({ stored: campaign.scale })}
          instructions={campaign.instructions}
          rules={rules}
        />
      </Suspense>
    </>
  );
}
