import Link from "next/link";
import { DiffView } from "@/components/diff/diff-view";
import { MetadataList } from "@/components/ui/metadata-list";
import { TestsBadge } from "@/components/ui/tests-badge";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { pageCall } from "@/lib/errors/page-call";
import { getPatch } from "@/lib/patches/get-patch";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle((p) => `Patch ${p.patchId}`);

export default async function PatchPage({
  params,
}: {
  params: Promise<{ slug: string; patchId: string }>;
}) {
  const { slug, patchId } = await params;
  const { access } = await requirePageAccess({ slug, capability: "project:read" });
  const patch = await pageCall(() => getPatch({ projectId: access!.project.id, patchId }));
  const bugHref = `/projects/${slug}/bugs/${encodeURIComponent(patch.bug.externalId)}`;
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> /{" "}
        <Link href={bugHref}>{patch.bug.externalId}</Link> / patch
      </div>
      <div className="page-head">
        <div>
          <h1 className="mono">{patch.externalId}</h1>
          <div className="subtle">
            Candidate patch for{" "}
            <Link href={bugHref}>{patch.bug.title ?? patch.bug.externalId}</Link>
          </div>
        </div>
        <TestsBadge passes={patch.passesTests} />
      </div>
      <section className="panel">
        <h2>Diff</h2>
        <DiffView diff={patch.diff} label="Candidate patch" />
      </section>
      <div className="grid-2">
        <section className="panel">
          <h2>Details</h2>
          <dl className="kv">
            <dt>Tool</dt>
            <dd>{patch.tool ?? "—"}</dd>
            <dt>Model</dt>
            <dd>{patch.model ?? "—"}</dd>
            <dt>Sample</dt>
            <dd>{patch.sample ?? "—"}</dd>
            <dt>Content hash</dt>
            <dd className="mono">{patch.contentHash.slice(0, 16)}…</dd>
          </dl>
          <MetadataList metadata={patch.metadata} />
        </section>
        <section className="panel">
          <h2>Sources ({patch.sources.length})</h2>
          <p className="subtle" style={{ marginTop: 0 }}>
            Every imported candidate with exactly this text.
          </p>
          <table className="data">
            <thead>
              <tr>
                <th>Id</th>
                <th>Tool</th>
                <th>Model</th>
                <th>Sample</th>
              </tr>
            </thead>
            <tbody>
              {patch.sources.map((s) => (
                <tr key={s.externalId}>
                  <td className="mono">{s.externalId}</td>
                  <td>{s.tool ?? "—"}</td>
                  <td>{s.model ?? "—"}</td>
                  <td>{s.sample ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
