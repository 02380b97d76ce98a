import { prisma } from "@/lib/db/client";
import { findEvidenceContradictions } from "@/lib/judge/evidence/find-evidence-contradictions";
import { readPatchEvidence } from "@/lib/judge/evidence/read-patch-evidence";

/** Patches read per statement. */
const CHUNK = 500;

/**
 * Per patch of `patchIds`, how many verdicts (samples) of the runs carry an evidence flag
 * (lib/judge/evidence, computed on read as on a run's flags page). Patches without a flagged
 * verdict have no entry. Reads the patches' diffs and the verdicts' texts, so the patch table
 * calls it for one page, or for every row only when flags are filtered or sorted on.
 */
export async function countPatchFlags(options: {
  runIds: readonly string[];
  patchIds: readonly string[];
}): Promise<Map<string, number>> {
  const { runIds, patchIds } = options;
  const flags = new Map<string, number>();
  if (runIds.length === 0) return flags;
  for (let from = 0; from < patchIds.length; from += CHUNK) {
    const chunk = patchIds.slice(from, from + CHUNK);
    const patches = await prisma.patch.findMany({
      where: { id: { in: chunk }, judgeResults: { some: { runId: { in: [...runIds] } } } },
      select: {
        id: true,
        diff: true,
        passesTests: true,
        failToPassPassed: true,
        failToPassTotal: true,
        passToPassPassed: true,
        passToPassTotal: true,
        metadata: true,
        judgeResults: {
          where: { runId: { in: [...runIds] } },
          select: { label: true, justification: true, thought: true },
        },
      },
    });
    for (const p of patches) {
      const evidence = readPatchEvidence(p);
      const n = p.judgeResults.filter(
        (verdict) => findEvidenceContradictions({ verdict, evidence }).length > 0,
      ).length;
      if (n > 0) flags.set(p.id, n);
    }
  }
  return flags;
}
