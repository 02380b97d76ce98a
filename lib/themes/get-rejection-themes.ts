import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { summarizeRejectionThemes } from "./summarize-rejection-themes";
import { ZRejectionTheme, ZThemeSource, type TRejectionThemesView } from "./schemas";

/**
 * A judge run's rejection themes (paper 001 §7) as stored by classifyRejectionThemes: per theme
 * its count and share of the classified INVALID verdicts, with example justifications. Examples
 * never come from patches `viewerId` is still labelling (raters stay blind); without a viewer
 * (the CLI) every patch may be an example.
 */
export async function getRejectionThemes(options: {
  projectId: string;
  runId: string;
  viewerId: string | null;
}): Promise<TRejectionThemesView> {
  const { projectId, runId, viewerId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { id: true },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const [invalid, stored, blinded] = await Promise.all([
    prisma.judgeResult.count({ where: { runId, label: "INVALID" } }),
    prisma.rejectionTheme.findMany({
      where: { runId },
      select: {
        patchId: true,
        sample: true,
        theme: true,
        source: true,
        classifier: true,
        createdAt: true,
        patch: { select: { externalId: true } },
      },
    }),
    viewerId
      ? listBlindedPatchIds({ projectId, userId: viewerId })
      : Promise.resolve(new Set<string>()),
  ]);
  const justifications = await prisma.judgeResult.findMany({
    where: { runId, label: "INVALID" },
    select: { patchId: true, sample: true, justification: true },
  });
  const byKey = new Map(justifications.map((j) => [`${j.patchId}:${j.sample}`, j.justification]));
  const summary = summarizeRejectionThemes({
    rows: stored.map((r) => ({
      theme: ZRejectionTheme.catch("other").parse(r.theme),
      patch: r.patch.externalId,
      sample: r.sample,
      justification: byKey.get(`${r.patchId}:${r.sample}`) ?? "",
      blinded: blinded.has(r.patchId),
    })),
  });
  const first = stored[0];
  return {
    runId,
    invalid,
    classified: summary.classified,
    source: first ? ZThemeSource.parse(first.source) : null,
    classifier: first?.classifier ?? null,
    classifiedAt: first ? first.createdAt.toISOString() : null,
    themes: summary.themes,
    hiddenExamples: summary.hiddenExamples,
  };
}
