import { prisma } from "@/lib/db/client";
import type { TBenchmarkSample } from "./select-benchmark-patches";

type TTests = {
  passesTests: boolean | null;
  failToPassPassed: number | null;
  failToPassTotal: number | null;
};

/**
 * The reproduction test's result of one sample: its fail-to-pass counts when recorded (all of
 * them pass), else its overall `passesTests`; null when neither was imported.
 */
function reproductionPasses(t: TTests): boolean | null {
  if (t.failToPassTotal !== null && t.failToPassTotal > 0 && t.failToPassPassed !== null)
    return t.failToPassPassed === t.failToPassTotal;
  return t.passesTests;
}

const TESTS = { passesTests: true, failToPassPassed: true, failToPassTotal: true } as const;

/**
 * Every agent sample of a project: one per imported occurrence (PatchSource) of each patch, so
 * texts sampled several times count several times; a patch without sources counts once, from
 * its own columns. Also every bug (bugs without samples count in the table). No diff text read.
 */
export async function loadBenchmarkSamples(options: { projectId: string }): Promise<{
  samples: TBenchmarkSample[];
  bugs: { bug: string; bugType: string | null }[];
}> {
  const { projectId } = options;
  const [bugs, patches] = await Promise.all([
    prisma.bug.findMany({ where: { projectId }, select: { externalId: true, bugType: true } }),
    prisma.patch.findMany({
      where: { projectId },
      select: {
        id: true,
        contentHash: true,
        tool: true,
        model: true,
        ...TESTS,
        bug: { select: { externalId: true, bugType: true } },
        sources: { select: { tool: true, model: true, ...TESTS } },
      },
    }),
  ]);
  const samples: TBenchmarkSample[] = [];
  for (const p of patches) {
    const base = {
      patchId: p.id,
      bug: p.bug.externalId,
      bugType: p.bug.bugType,
      contentHash: p.contentHash,
    };
    const occurrences = p.sources.length > 0 ? p.sources : [p];
    for (const o of occurrences)
      samples.push({ ...base, testsPass: reproductionPasses(o), tool: o.tool, model: o.model });
  }
  return { samples, bugs: bugs.map((b) => ({ bug: b.externalId, bugType: b.bugType })) };
}
