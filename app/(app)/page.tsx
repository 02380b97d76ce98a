import Link from "next/link";
import { requirePageUser } from "@/lib/auth/require-page-access";
import { listProjects } from "@/lib/projects/list-projects";
import { CreateProjectForm } from "@/components/admin/create-project-form";

export default async function HomePage() {
  const user = await requirePageUser();
  const projects = await listProjects({ user });
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Projects</h1>
          <div className="subtle">Benchmarks of bugs and candidate patches, each with its own team.</div>
        </div>
      </div>
      {projects.length === 0 ? (
        <div className="panel empty">You are not a member of any project yet. Ask an admin to add you.</div>
      ) : (
        <div className="cards">
          {projects.map((p) => (
            <Link key={p.slug} href={`/projects/${p.slug}`} className="card" data-testid="project-card">
              <strong>{p.name}</strong>
              <div className="subtle mono">{p.slug}</div>
              {p.description && <p style={{ margin: "8px 0 0" }}>{p.description}</p>}
              <div className="stats">
                <span>{p.bugs} bugs</span>
                <span>{p.patches} patches</span>
                <span>{p.roles.length > 0 ? p.roles.join(", ") : "site admin"}</span>
              </div>
            </Link>
          ))}
        </div>
      )}
      {user.isAdmin && <CreateProjectForm />}
    </>
  );
}
