import { prisma } from "@/lib/db/client";

/**
 * The project's bug abstention scores of one representation (r1, r2; the newest row per bug
 * when several providers scored it), which representations exist, and who scored them. The
 * policy page and the patch table's policy drill-down read them here, the same way.
 */
export async function loadBugScores(options: {
  projectId: string;
  /** The representation wanted; absent: r2 when the project has it, else r1, else none. */
  representation?: "r1" | "r2" | "none";
}) {
  const scoreRows = await prisma.bugAbstention.findMany({
    where: { projectId: options.projectId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { bugId: true, representation: true, score: true, provider: true, model: true },
  });
  const available = (["r1", "r2"] as const).filter((r) =>
    scoreRows.some((x) => x.representation === r),
  );
  const representation =
    options.representation ??
    (available.includes("r2") ? "r2" : available.includes("r1") ? "r1" : "none");
  const bugScores = new Map<string, number | null>();
  let scoredBy: string | null = null;
  for (const row of scoreRows) {
    if (row.representation !== representation || bugScores.has(row.bugId)) continue;
    bugScores.set(row.bugId, row.score);
    scoredBy ??= `${row.provider} · ${row.model}`;
  }
  return { representation, available: [...available], scoredBy, bugScores };
}
