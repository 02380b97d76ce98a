import Link from "next/link";
import { CampaignOverview } from "@/components/campaigns/campaign-overview";
import { requireCampaignPage } from "@/lib/auth/require-campaign-page";
import { campaignTitle } from "@/app/page-titles";

export const generateMetadata = campaignTitle(null, "manage");

export default async function CampaignPage({
  params,
}: {
  params: Promise<{ slug: string; campaignId: string }>;
}) {
  const { slug, campaignId } = await params;
  const { access } = await requireCampaignPage({ slug, campaignId, need: "manage" });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={`/projects/${slug}/campaigns`}>campaigns</Link> / {access.campaign.name}
      </div>
      <CampaignOverview slug={slug} campaignId={campaignId} />
    </>
  );
}
