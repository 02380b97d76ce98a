import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth/require-page-access";
import { getCampaignAccess, type TCampaignNeed } from "@/lib/campaigns/get-campaign-access";
import { getStudyAccess, type TStudyNeed } from "@/lib/studies/get-study-access";

/*
 * Page titles read "<page> · <project slug> · Rubricate" (the root layout adds the app name).
 * Campaign and study pages add the campaign's or study's name, but only for a user the page
 * itself lets in (the same access check); anyone else's tab shows no name.
 */

type TParams = Record<string, string>;
type TPageName = string | ((params: TParams) => string);

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

/** `generateMetadata` for a page under /projects/[slug]: "<page> · <slug>". */
export function projectTitle(page: TPageName) {
  return async ({ params }: { params: Promise<TParams> }): Promise<Metadata> => {
    const p = Object.fromEntries(Object.entries(await params).map(([k, v]) => [k, decode(v)]));
    return { title: join(typeof page === "string" ? page : page(p), p.slug) };
  };
}

/** `generateMetadata` for a campaign page: "<page> · <campaign name> · <slug>". */
export function campaignTitle(page: string | null, need: TCampaignNeed) {
  return async ({ params }: { params: Promise<TParams> }): Promise<Metadata> => {
    const { slug = "", campaignId = "" } = await params;
    const user = await requirePageUser();
    const name = await getCampaignAccess({ user, slug, campaignId, need }).then(
      (a) => a.campaign.name,
      () => null,
    );
    return { title: join(page, name ?? "Campaign", slug) };
  };
}

/** `generateMetadata` for a study page: "<page> · <study name> · <slug>"; `needs` as the page tries them. */
export function studyTitle(page: string | null, needs: readonly TStudyNeed[]) {
  return async ({ params }: { params: Promise<TParams> }): Promise<Metadata> => {
    const { slug = "", studyId = "" } = await params;
    const user = await requirePageUser();
    let name: string | null = null;
    for (const need of needs) {
      name ??= await getStudyAccess({ user, slug, studyId, need }).then(
        (a) => a.study.name,
        () => null,
      );
    }
    return { title: join(page, name ?? "Study", slug) };
  };
}
