import Link from "next/link";
import { CreateCampaignForm } from "@/components/campaigns/create-campaign-form";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { listBugs } from "@/lib/bugs/list-bugs";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { listProjectPeople } from "@/lib/campaigns/list-project-people";
import { ZListBugsQuery } from "@/lib/bugs/schemas";
import { REVIEW_RULES } from "@/lib/campaigns/schemas";
import { listJudgeRuns } from "@/lib/judge/results/list-judge-runs";
import { countNoun } from "@/lib/text/count-noun";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Campaigns");

export default async function CampaignsPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ review?: string; run?: string }>;
}) {
  const { slug } = await params;
  const query = await searchParams;
  const { user, access } = await requirePageAccess({ slug, capability: "campaign:manage" });
  const projectId = access!.project.id;
  const [campaigns, people, bugs, runs] = await Promise.all([
    listCampaigns({ projectId, viewerId: user.id }),
    listProjectPeople({ projectId }),
    listBugs({ projectId, query: ZListBugsQuery.parse({ pageSize: 1 }) }),
    listJudgeRuns({ projectId }),
  ]);
  // "?review=<rule>&run=<id>" (a run page's "Send to active review"): the form starts on that rule.
  const rule = REVIEW_RULES.find((r) => r === query.review);
  const presetRun = rule ? runs.find((r) => r.id === query.run) : undefined;
  const preset =
    rule && presetRun
      ? {
          rule,
          runId: presetRun.id,
          name: `Active review: ${rule === "evidence_flags" ? "evidence flags of " : ""}${presetRun.config.name} v${presetRun.config.version}`,
        }
      : null;
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / campaigns
      </div>
      <div className="page-head">
        <div>
          <h1>Labelling campaigns</h1>
          <div className="subtle">
            Raters label candidate patches blind against the golden rubrics; disagreements are
            adjudicated to a consensus.
          </div>
        </div>
      </div>
      <div className="table-wrap" style={{ marginBottom: 16 }}>
        <table className="data">
          <thead>
            <tr>
              <th>Campaign</th>
              <th>Phase</th>
              <th>Patches</th>
              <th>Progress</th>
              <th>Consensus</th>
              <th>Created</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.length === 0 && (
              <tr>
                <td colSpan={6} className="empty">
                  No campaigns yet.
                </td>
              </tr>
            )}
            {campaigns.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link href={`/projects/${slug}/campaigns/${c.id}`}>{c.name}</Link>
                  {c.kind === "external" && <span className="badge"> imported</span>}
                </td>
                <td>
                  <span className="badge info">{c.phase}</span>
                </td>
                <td>{c.patches}</td>
                <td>
                  {c.kind === "external"
                    ? countNoun({ count: c.ratings, one: "rating" })
                    : `${c.done} / ${c.assignments}`}
                </td>
                <td>{c.consensus}</td>
                <td className="subtle">{c.createdAt.toISOString().slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CreateCampaignForm
        slug={slug}
        raters={people.raters}
        members={people.members}
        bugTypes={bugs.bugTypes.map((t) => t.type)}
        runs={runs.map((r) => ({
          id: r.id,
          label: `${r.config.name} v${r.config.version} · ${r.status}`,
        }))}
        consensusCampaigns={campaigns
          .filter((c) => c.phase !== "labelling")
          .map((c) => ({ id: c.id, label: c.name }))}
        preset={preset}
      />
    </>
  );
}
