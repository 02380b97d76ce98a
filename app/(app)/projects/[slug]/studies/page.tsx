import Link from "next/link";
import { CreateStudyForm } from "@/components/studies/create-study-form";
import { getProjectAccess } from "@/lib/auth/get-project-access";
import { requirePageUser } from "@/lib/auth/require-page-access";
import { toPageError } from "@/lib/auth/to-page-error";
import { AppError } from "@/lib/errors/app-error";
import { listProjectPeople } from "@/lib/campaigns/list-project-people";
import { listBugChoices } from "@/lib/studies/list-bug-choices";
import { listMyStudies } from "@/lib/studies/list-my-studies";
import { listStudies } from "@/lib/studies/list-studies";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Studies");

const manageable = (user: Awaited<ReturnType<typeof requirePageUser>>, slug: string) =>
  getProjectAccess({ user, slug, capability: "campaign:manage" }).catch((err: unknown) =>
    err instanceof AppError && err.code === "FORBIDDEN" ? null : toPageError(err),
  );

/** Leads: every study and the new-study form. Raters: the studies they rate in. */
export default async function StudiesPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const user = await requirePageUser();
  const [access, mine] = await Promise.all([
    manageable(user, slug),
    listMyStudies({ slug, userId: user.id }),
  ]);
  const projectId = access?.project.id;
  const [studies, people, bugs] = projectId
    ? await Promise.all([
        listStudies({ projectId }),
        listProjectPeople({ projectId }),
        listBugChoices({ projectId }),
      ])
    : [[], null, []];
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / {slug} / studies
      </div>
      <div className="page-head">
        <div>
          <h1>Preliminary studies</h1>
          <div className="subtle">
            How far raters agree on patch validity with their own rubrics, and with another
            rater&apos;s (paper 001 §2, Tables 1-3).
          </div>
        </div>
      </div>
      {mine.length > 0 && (
        <section className="panel" aria-label="Your studies">
          <h2>Your studies</h2>
          <ul>
            {mine.map((s) => (
              <li key={s.id} data-testid="my-study">
                <strong>{s.name}</strong> <span className="badge info">{s.phase}</span> (you are
                Rater {s.position}){" "}
                <Link href={`/projects/${slug}/studies/${s.id}/author`}>Write rubrics</Link>
                {" · "}
                <Link href={`/projects/${slug}/studies/${s.id}/label`}>Label patches</Link>
                {s.phase === "closed" && (
                  <>
                    {" · "}
                    <Link href={`/projects/${slug}/studies/${s.id}`}>Report</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!access && mine.length === 0 && (
        <div className="panel empty">You rate in no study of this project.</div>
      )}
      {access && (
        <>
          <div className="table-wrap" style={{ marginBottom: 16 }}>
            <table className="data">
              <thead>
                <tr>
                  <th>Study</th>
                  <th>Phase</th>
                  <th>Raters</th>
                  <th>Patches</th>
                  <th>Labels</th>
                  <th>Created</th>
                </tr>
              </thead>
              <tbody>
                {studies.length === 0 && (
                  <tr>
                    <td colSpan={6} className="empty">
                      No studies yet.
                    </td>
                  </tr>
                )}
                {studies.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <Link href={`/projects/${slug}/studies/${s.id}`}>{s.name}</Link>
                    </td>
                    <td>
                      <span className="badge info">{s.phase}</span>
                    </td>
                    <td>{s.raters}</td>
                    <td>{s.patches}</td>
                    <td>{s.labels}</td>
                    <td className="subtle">{s.createdAt.toISOString().slice(0, 10)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CreateStudyForm slug={slug} raters={people?.raters ?? []} bugs={bugs} />
        </>
      )}
    </>
  );
}
