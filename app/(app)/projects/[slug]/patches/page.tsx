import Link from "next/link";
import { PatchTable } from "@/components/patches/patch-table";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { AppError } from "@/lib/errors/app-error";
import { listProjectPatches } from "@/lib/patches/list-project-patches";
import { parsePatchTableParams } from "@/lib/patches/parse-patch-table-params";
import { projectTitle } from "@/app/page-titles";

export const generateMetadata = projectTitle("Patches");

export default async function PatchesPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { slug } = await params;
  const { user, access } = await requirePageAccess({ slug, capability: "agreement:read" });
  const parsed = parsePatchTableParams({ params: await searchParams });
  let errors = parsed.errors;
  let table = null;
  if (parsed.query) {
    try {
      table = await listProjectPatches({
        projectId: access!.project.id,
        viewerId: user.id,
        query: parsed.query,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors = [err.message];
    }
  }
  return (
    <>
      <div className="crumbs">
        <Link href="/">Projects</Link> / <Link href={`/projects/${slug}`}>{slug}</Link> / patches
      </div>
      <div className="page-head">
        <div>
          <h1>Patches · {access!.project.name}</h1>
          <div className="subtle">
            Every candidate patch with its bug, tool, model and tests, each chosen campaign&apos;s
            consensus and each chosen judge run&apos;s label: filter, sort, export. Keys: j / k
            move, Enter opens.
          </div>
        </div>
      </div>
      {errors && (
        <div className="alert error" role="alert" data-testid="patch-table-error">
          <strong>This address cannot be shown:</strong>
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <Link href={`/projects/${slug}/patches`}>Show every patch</Link>
        </div>
      )}
      {table && parsed.query && <PatchTable slug={slug} query={parsed.query} table={table} />}
    </>
  );
}
