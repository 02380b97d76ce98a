import { parseMetadata } from "@/lib/import/parse-metadata";
import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";
import { touchedFiles } from "@/lib/diff/touched-files";
import { majorityVote } from "@/lib/judge/scoring/majority-vote";
import type { TJudgeLabel } from "@/lib/judge/schemas";
import { loadConsensusLabels } from "./load-consensus-labels";
import { matchFixFiles } from "./match-fix-files";
import type { TResearchData, TResearchPatch, TResearchRun, TVerdict } from "./types";

/**
 * What the research tables read, minus the `hidden` patches (those the viewer is still labelling
 * somewhere): the campaign's consensus (derived as on the agreement dashboard, `missing` labels
 * left out), each run's majority label and mean score per patch, and every project patch with its
 * tool, model, tests-pass flag, test counts and whether it edits a file of the developer fix.
 */
export async function loadResearchData(options: {
  projectId: string;
  campaignId: string | null;
  runs: readonly { id: string; label: string; origin: string }[];
  missing: readonly string[];
  hidden: ReadonlySet<string>;
}): Promise<TResearchData> {
  const { projectId, campaignId, runs, missing, hidden } = options;
  const consensus = campaignId
    ? await loadConsensusLabels({ projectId, campaignId, missing, hidden })
    : new Map<string, TVerdict>();
  const results = (
    await forChunks({
      items: runs.map((r) => r.id),
      run: (ids) =>
        prisma.judgeResult.findMany({
          where: { runId: { in: ids } },
          select: { runId: true, patchId: true, label: true, score: true, confidence: true },
        }),
    })
  ).flat();
  const researchRuns: TResearchRun[] = runs.map((run) => {
    const votes = new Map<string, { labels: TJudgeLabel[]; scores: (number | null)[] }>();
    for (const r of results) {
      if (r.runId !== run.id || hidden.has(r.patchId)) continue;
      const v = votes.get(r.patchId) ?? { labels: [], scores: [] };
      v.labels.push(r.label as TJudgeLabel);
      v.scores.push(r.score ?? r.confidence);
      votes.set(r.patchId, v);
    }
    const labels = new Map<string, TVerdict>();
    const scores = new Map<string, number>();
    for (const [patchId, v] of votes) {
      labels.set(patchId, majorityVote({ labels: v.labels })!.label);
      if (v.scores.every((s) => s !== null))
        scores.set(patchId, (v.scores as number[]).reduce((a, b) => a + b, 0) / v.scores.length);
    }
    return { ...run, labels, scores };
  });
  const rows = await prisma.patch.findMany({
    where: { projectId },
    select: {
      id: true,
      externalId: true,
      tool: true,
      model: true,
      passesTests: true,
      metadata: true,
      diff: true,
      bug: { select: { id: true, externalId: true, bugType: true, groundTruthPatch: true } },
    },
  });
  const fixFiles = new Map<string, string[]>();
  const patches = new Map<string, TResearchPatch>();
  // By stable keys (bug, then patch external id), not row order, which a dump and restore
  // changes: every table iterates the patches in this order.
  const by = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  rows.sort(
    (x, y) =>
      by(x.bug.externalId, y.bug.externalId) || by(x.externalId, y.externalId) || by(x.id, y.id),
  );
  for (const p of rows) {
    if (hidden.has(p.id)) continue;
    if (!fixFiles.has(p.bug.id)) fixFiles.set(p.bug.id, safeFiles(p.bug.groundTruthPatch));
    patches.set(p.id, {
      patchId: p.id,
      externalId: p.externalId,
      bugId: p.bug.externalId,
      bugType: p.bug.bugType,
      tool: p.tool,
      model: p.model,
      passes: p.passesTests,
      touchesFixFiles: matchFixFiles({
        patchFiles: safeFiles(p.diff),
        fixFiles: fixFiles.get(p.bug.id)!,
      }),
      tests: testCounts(p.metadata),
    });
  }
  return { patches, consensus, runs: researchRuns };
}

function safeFiles(text: string): string[] {
  try {
    return touchedFiles({ text }).map((f) => f.path);
  } catch {
    return [];
  }
}

/** `passedTests` and `totalTests` from a patch's metadata JSON, when both are sound counts. */
function testCounts(metadata: string): { passed: number; total: number } | null {
  try {
    const m = parseMetadata({ text: metadata, column: "Patch.metadata" });
    const { passedTests: passed, totalTests: total } = m;
    if (
      typeof passed === "number" &&
      typeof total === "number" &&
      Number.isInteger(passed) &&
      Number.isInteger(total) &&
      total > 0 &&
      passed >= 0 &&
      passed <= total
    )
      return { passed, total };
  } catch {
    return null;
  }
  return null;
}
