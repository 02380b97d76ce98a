import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { parseSpecFiles } from "./parse-original-files";
import type { TFixSpecView, TListFixSpecsQuery } from "./schemas";

/**
 * A project's fix specifications, newest first: for one bug (its external id) or all, with the
 * files each was written for and who wrote it. A bug id that is not in the project is a 404.
 */
export async function listFixSpecifications(options: {
  projectId: string;
  query: TListFixSpecsQuery;
}): Promise<{ specs: TFixSpecView[]; total: number }> {
  const { projectId, query } = options;
  let bugId: string | undefined;
  if (query.bug !== undefined) {
    const bug = await prisma.bug.findUnique({
      where: { projectId_externalId: { projectId, externalId: query.bug } },
      select: { id: true },
    });
    if (!bug) throw new AppError("NOT_FOUND", `bug: no bug ${query.bug} in this project.`);
    bugId = bug.id;
  }
  const where = { projectId, ...(bugId ? { bugId } : {}) };
  const [rows, total] = await Promise.all([
    prisma.fixSpecification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: query.limit,
      select: {
        id: true,
        bugId: true,
        files: true,
        source: true,
        writer: true,
        content: true,
        promptTemplate: true,
        promptVersion: true,
        createdAt: true,
        bug: { select: { externalId: true } },
      },
    }),
    prisma.fixSpecification.count({ where }),
  ]);
  return {
    total,
    specs: rows.map((r) => ({
      id: r.id,
      bugId: r.bugId,
      bugExternalId: r.bug.externalId,
      files: parseSpecFiles({ text: r.files }),
      source: r.source,
      writer: r.writer,
      content: r.content,
      prompt: r.promptTemplate ? `${r.promptTemplate}.v${r.promptVersion}` : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
