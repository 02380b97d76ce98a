import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { DUMP_PLAN, delegateName } from "./dump-plan";
import { DUMP_FORMAT, DUMP_VERSION } from "./parse-dump-line";
import { serializeRow } from "./serialize-row";

const PAGE = 1000;

type TRow = Record<string, unknown> & { id: string };
type TReadDelegate = {
  findMany(args: { where: object; orderBy: { id: "asc" }; take: number }): Promise<TRow[]>;
};

export type TExportCounts = Record<string, number>;

/**
 * Streams a JSONL dump of one project: a header line, then one `{type, row}` line
 * per row in DUMP_PLAN order (foreign keys first), each table paged by id so
 * memory stays flat (`pageSize` rows per query, 1,000 by default). `write` may
 * return a promise (back-pressure). Returns the rows written per model.
 *
 * Blinding does not apply: the dump holds every label, justification and consensus. It is
 * reached only through the CLI (`rubricate export`), which reads the database directly, so
 * whoever can run it can read every row anyway; no route or page serves it. Keep it that way:
 * a web export would have to drop the caller's blinded patches (listBlindedPatchIds).
 */
export async function exportProject(options: {
  slug: string;
  write: (line: string) => void | Promise<void>;
  pageSize?: number;
}): Promise<TExportCounts> {
  const { slug, write, pageSize = PAGE } = options;
  const project = await prisma.project.findUnique({ where: { slug }, select: { id: true } });
  if (!project) throw new AppError("NOT_FOUND", `No project with slug ${slug}.`);
  const drafts = await prisma.draftJob.findMany({
    where: { projectId: project.id, createdById: { not: null } },
    distinct: ["createdById"],
    select: { createdById: true },
  });
  const draftCreatorIds = drafts.map((d) => d.createdById!);

  await write(
    JSON.stringify({
      type: "header",
      format: DUMP_FORMAT,
      version: DUMP_VERSION,
      project: slug,
      exportedAt: new Date().toISOString(),
    }) + "\n",
  );
  const counts: TExportCounts = {};
  for (const step of DUMP_PLAN) {
    const delegate = prisma[
      delegateName(step.model) as keyof typeof prisma
    ] as unknown as TReadDelegate;
    const where = step.where(project.id, { draftCreatorIds });
    let after: string | null = null;
    let count = 0;
    for (;;) {
      const page: TRow[] = await delegate.findMany({
        where: after === null ? where : { AND: [where, { id: { gt: after } }] },
        orderBy: { id: "asc" },
        take: pageSize,
      });
      if (page.length === 0) break;
      await write(
        page
          .map((row) => JSON.stringify({ type: step.model, row: serializeRow({ row }) }))
          .join("\n") + "\n",
      );
      count += page.length;
      if (page.length < pageSize) break;
      after = page.at(-1)!.id;
    }
    counts[step.model] = count;
  }
  return counts;
}
