import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { previewBenchmark } from "@/lib/benchmark/preview-benchmark";
import { AppError } from "@/lib/errors/app-error";
import { loadReviewSelection } from "./load-review-selection";
import type { TCampaignSelection } from "./schemas";

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Ids of the project's patches a new campaign labels, in bug then patch order; for an active
 * review (`kind: "review"`) also why each was routed (lib/campaigns/load-review-selection); a
 * benchmark (`kind: "benchmark"`) in the draw's order (lib/benchmark `preview-benchmark`).
 */
export async function selectCampaignPatches(options: {
  projectId: string;
  selection: TCampaignSelection;
}): Promise<{ patchIds: string[]; reasons: Map<string, string> | null }> {
  const { projectId, selection } = options;
  if (selection.kind === "none") return { patchIds: [], reasons: null };
  if (selection.kind === "review") {
    const picks = await loadReviewSelection({ projectId, selection });
    return {
      patchIds: picks.map((p) => p.patchId),
      reasons: new Map(picks.map((p) => [p.patchId, p.reason])),
    };
  }
  if (selection.kind === "benchmark") {
    // Recomputed from the samples here, never taken from the client: the preview's fingerprint
    // only checks that the samples did not change in between.
    const { kind: _kind, fingerprint, ...benchmark } = selection;
    const drawn = await previewBenchmark({ projectId, benchmark });
    if (fingerprint !== undefined && fingerprint !== drawn.fingerprint)
      throw new AppError(
        "CONFLICT",
        "selection: the agent samples changed since the preview (another set would be drawn); preview again.",
      );
    return { patchIds: drawn.patchIds, reasons: null };
  }
  return { patchIds: await selectOrdered(projectId, selection), reasons: null };
}

async function selectOrdered(
  projectId: string,
  selection: Exclude<TCampaignSelection, { kind: "none" | "review" | "benchmark" }>,
): Promise<string[]> {
  const find = (bug: object) =>
    prisma.patch.findMany({
      where: { projectId, bug },
      orderBy: [{ bug: { externalId: "asc" } }, { externalId: "asc" }],
      select: { id: true, externalId: true, bug: { select: { externalId: true } } },
    });
  if (selection.kind !== "bugType")
    return (
      await find(
        selection.kind === "golden"
          ? { rubrics: { some: { goldenVersionId: { not: null } } } }
          : {},
      )
    ).map((p) => p.id);
  // A long list of bug types is split across statements, then put back in bug then patch order.
  const patches = (
    await forChunks({
      items: [...new Set(selection.bugTypes)],
      run: (types) => find({ bugType: { in: types } }),
    })
  )
    .flat()
    .sort(
      (a, b) => compare(a.bug.externalId, b.bug.externalId) || compare(a.externalId, b.externalId),
    );
  return patches.map((p) => p.id);
}
