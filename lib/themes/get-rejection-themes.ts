import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { AppError } from "@/lib/errors/app-error";
import { summarizeRejectionThemes } from "./summarize-rejection-themes";
import {
  BASELINE_THEMES_REASON,
  externalThemesNote,
  ZRejectionTheme,
  ZThemeSource,
  type TRejectionThemesView,
} from "./schemas";

/**
 * A judge run's rejection themes (paper 001 §7) as stored by classifyRejectionThemes: per theme
 * its count and share of the classified INVALID verdicts, with example justifications. Patches
 * `viewerId` is still labelling are left out of everything (the INVALID count, the theme counts,
 * the examples) and only counted in `hidden` (raters stay blind: on a one-patch run any count would
 * be the verdict); without a viewer (the CLI) nothing is left out. A no-LLM baseline run has no
 * themes (a CONFLICT naming the reason); an imported run's view says whose justifications they are.
 */
export async function getRejectionThemes(options: {
  projectId: string;
  runId: string;
  viewerId: string | null;
}): Promise<TRejectionThemesView> {
  const { projectId, runId, viewerId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { id: true, origin: true, source: true, config: { select: { provider: true } } },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  if (run.config.provider === "baseline") throw new AppError("CONFLICT", BASELINE_THEMES_REASON);
  const [results, stored, blinded] = await Promise.all([
    prisma.judgeResult.findMany({
      where: { runId, label: "INVALID" },
      select: { patchId: true, sample: true, justification: true },
    }),
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
    listBlindedPatchIds({ projectId, userId: viewerId }),
  ]);
  const justifications = results.filter((j) => !blinded.has(j.patchId));
  const byKey = new Map(justifications.map((j) => [`${j.patchId}:${j.sample}`, j.justification]));
  const visible = stored.filter((r) => !blinded.has(r.patchId));
  const summary = summarizeRejectionThemes({
    rows: visible.map((r) => ({
      theme: ZRejectionTheme.catch("other").parse(r.theme),
      patch: r.patch.externalId,
      sample: r.sample,
      justification: byKey.get(`${r.patchId}:${r.sample}`) ?? "",
    })),
  });
  // How the run was classified, from the rows the viewer may see: that a blinded patch has a
  // theme row at all would say its verdict is INVALID.
  const first = visible[0];
  return {
    runId,
    invalid: justifications.length,
    classified: summary.classified,
    source: first ? ZThemeSource.parse(first.source) : null,
    classifier: first?.classifier ?? null,
    classifiedAt: first ? first.createdAt.toISOString() : null,
    themes: summary.themes,
    hidden: await countBlindedInRun({ runId, blinded }),
    origin: run.origin,
    note: run.origin === "external" ? externalThemesNote(run.source) : null,
  };
}

/** The run's patches (with any result, whatever its label) that are among `blinded`. */
async function countBlindedInRun(options: { runId: string; blinded: ReadonlySet<string> }) {
  const { runId, blinded } = options;
  if (blinded.size === 0) return 0;
  const chunks = await forChunks({
    items: [...blinded],
    run: (patchIds) =>
      prisma.judgeResult.findMany({
        where: { runId, patchId: { in: patchIds } },
        select: { patchId: true },
        distinct: ["patchId"],
      }),
  });
  return chunks.flat().length;
}
