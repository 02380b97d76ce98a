import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { requirePageUser } from "@/lib/auth/require-page-access";
import { rolesAllow } from "@/lib/auth/roles";
import { listMyCampaigns } from "@/lib/campaigns/list-my-campaigns";
import { listProjects } from "@/lib/projects/list-projects";
import { MyCampaigns } from "@/components/campaigns/my-campaigns";
import { CreateProjectForm } from "@/components/admin/create-project-form";
import { countNoun } from "@/lib/text/count-noun";
import { HomeWork } from "@/components/home/home-work";
import { getHomeWork } from "@/lib/users/get-home-work";
import { recordHomeVisit } from "@/lib/users/record-home-visit";

export const metadata: Metadata = { title: "Home" };

export default async function HomePage() {
  const user = await requirePageUser();
  const h = await headers();
  const prefetch = h.has("next-router-prefetch") || h.get("purpose") === "prefetch";
  // The previous visit (judge runs finished since then show); a prefetch is no visit.
  const since = prefetch ? null : await recordHomeVisit({ userId: user.id, at: new Date() });
  const [projects, campaigns, work] = await Promise.all([
    listProjects({ user }),
    listMyCampaigns({ userId: user.id }),
    getHomeWork({ userId: user.id, since }),
  ]);
  return (
    <>
      <HomeWork entries={work} />
      {campaigns.length > 0 && <MyCampaigns campaigns={campaigns} />}
      <div className="page-head">
        <div>
          <h1>Projects</h1>
          <div className="subtle">
            Benchmarks of bugs and candidate patches, each with its own team.
          </div>
        </div>
      </div>
      {projects.length === 0 ? (
        <div className="panel empty">
          You are not a member of any project yet. Ask an admin to add you.
        </div>
      ) : (
        <div className="cards">
          {projects.map((p) =>
            rolesAllow({ roles: p.roles, capability: "project:read", isAdmin: user.isAdmin }) ? (
              <Link
                key={p.slug}
                href={`/projects/${p.slug}`}
                className="card"
                data-testid="project-card"
              >
                <strong>{p.name}</strong>
                <div className="subtle mono">{p.slug}</div>
                {p.description && <p style={{ margin: "8px 0 0" }}>{p.description}</p>}
                <div className="stats">
                  <span>{countNoun({ count: p.bugs, one: "bug" })}</span>
                  <span>{countNoun({ count: p.patches, one: "patch", other: "patches" })}</span>
                  <span>{p.roles.length > 0 ? p.roles.join(", ") : "site admin"}</span>
                </div>
              </Link>
            ) : (
              <div key={p.slug} className="card" data-testid="project-card">
                <strong>{p.name}</strong>
                <div className="subtle mono">{p.slug}</div>
                <p className="subtle" style={{ margin: "8px 0 0" }}>
                  You rate patches here; bugs and patches open from your labelling queue, without
                  other raters&apos; answers.
                </p>
                {p.roles.includes("rater") && (
                  <Link href={`/projects/${p.slug}/studies`} data-testid="studies-link">
                    Preliminary studies you rate in
                  </Link>
                )}
              </div>
            ),
          )}
        </div>
      )}
      {user.isAdmin && <CreateProjectForm />}
    </>
  );
}
