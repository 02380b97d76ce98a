import { prisma, type Prisma } from "@/lib/db/client";
import { containsText } from "@/lib/db/contains-text";
import type { TBugList, TBugListItem, TListBugsQuery } from "./schemas";

/** A page of a project's bugs, filtered by type, rubric status and a text search. */
export async function listBugs(options: {
  projectId: string;
  query: TListBugsQuery;
}): Promise<TBugList> {
  const { projectId, query } = options;
  const where: Prisma.BugWhereInput = { projectId };
  if (query.type) where.bugType = query.type;
  if (query.q) {
    const q = containsText({ text: query.q });
    where.OR = [{ externalId: q }, { title: q }, { report: q }];
  }
  if (query.rubric === "none") where.rubrics = { none: { format: "templated" } };
  else if (query.rubric) where.rubrics = { some: { format: "templated", status: query.rubric } };

  const [total, bugs, types] = await Promise.all([
    prisma.bug.count({ where }),
    prisma.bug.findMany({
      where,
      orderBy: { externalId: "asc" },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: {
        externalId: true,
        title: true,
        bugType: true,
        language: true,
        _count: { select: { patches: true } },
        rubrics: { where: { format: "templated" }, select: { status: true } },
      },
    }),
    prisma.bug.groupBy({
      by: ["bugType"],
      where: { projectId },
      _count: { _all: true },
      orderBy: { bugType: "asc" },
    }),
  ]);
  const items: TBugListItem[] = bugs.map((b) => ({
    externalId: b.externalId,
    title: b.title,
    bugType: b.bugType,
    language: b.language,
    patches: b._count.patches,
    rubricStatus: b.rubrics[0]?.status ?? "none",
  }));
  const bugTypes = types
    .filter((t): t is typeof t & { bugType: string } => t.bugType !== null)
    .map((t) => ({ type: t.bugType, count: t._count._all }));
  return { items, total, page: query.page, pageSize: query.pageSize, bugTypes };
}
