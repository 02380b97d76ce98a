import Link from "next/link";
import { StudyOverview } from "@/components/studies/study-overview";
import { StudyReportTables } from "@/components/studies/study-report-tables";
import { requirePageUser } from "@/lib/auth/require-page-access";
import { requireStudyPage } from "@/lib/auth/require-study-page";
import { getStudyAccess } from "@/lib/studies/get-study-access";
import { getStudyOverview } from "@/lib/studies/get-study-overview";
import { loadStudyReport } from "@/lib/studies/load-study-report";
import { studyTitle } from "@/app/page-titles";

export const generateMetadata = studyTitle(null, ["manage", "report"]);

/** Leads: progress, the phase button and the report. Raters: the report once the study is closed. */
export default async function StudyPage({
  params,
}: {
  params: Promise<{ slug: string; studyId: string }>;
}) {
  const { slug, studyId } = await params;
  // Leads (one who rates here sees no report until the study closes), else the study's raters
  // once it is closed; anyone else gets the 403 page.
  const user = await requirePageUser();
  const access =
    (await getStudyAccess({ user, slug, studyId, need: "manage" }).catch(() => null)) ??
    (await requireStudyPage({ slug, studyId, need: "report" })).access;
  const { study } = access;
  const overview = access.isManager
    ? await getStudyOverview({
        studyId,
        blind: access.isRater && study.phase !== "closed",
      })
    : null;
  const report = overview ? overview.report : await loadStudyReport({ studyId, names: false });
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / {slug} /{" "}
        <Link href={`/projects/${slug}/studies`}>studies</Link> / {study.name}
      </div>
      <div className="page-head">
        <div>
          <h1>{study.name}</h1>
          <div className="subtle">
            Phase: <span className="badge info">{study.phase}</span>
          </div>
        </div>
      </div>
      {overview && <StudyOverview slug={slug} overview={overview} />}
      {report ? (
        <StudyReportTables report={report} />
      ) : (
        <div className="panel empty">
          You rate in this study: its report stays hidden from you until it is closed.
        </div>
      )}
    </>
  );
}
