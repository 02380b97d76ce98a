import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { TJudgeLabel } from "../schemas";
import { findEvidenceContradictions } from "./find-evidence-contradictions";
import { readPatchEvidence } from "./read-patch-evidence";
import {
  EVIDENCE_FLAG_KINDS,
  type TEvidenceFlag,
  type TEvidenceFlagKind,
  type TPatchEvidence,
} from "./schemas-evidence";

/** Results read per statement: a run of 100,000 verdicts is read in pages, not at once. */
const PAGE = 500;

export type TRunFlagItem = {
  /** Internal patch id. */
  patchId: string;
  /** The patch's and its bug's external ids (the links). */
  patch: string;
  bug: string;
  sample: number;
  label: TJudgeLabel;
  confidence: number | null;
  tests: TPatchEvidence["tests"];
  files: string[];
  flags: TEvidenceFlag[];
};

export type TRunFlagsView = {
  runId: string;
  origin: "internal" | "external";
  /** Verdicts read (a run's results, without the viewer's blinded patches). */
  verdicts: number;
  /** Verdicts with at least one flag. */
  flagged: number;
  /** Verdicts with at least one flag of each kind. */
  counts: Record<TEvidenceFlagKind, number>;
  /** Patches of the run the viewer is still labelling: left out of everything above. */
  hidden: number;
  /** Flagged verdicts in bug, patch, sample order. */
  items: TRunFlagItem[];
};

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A run's evidence flags, computed on read (nothing stored: the detector is pure and cheap, and
 * a better pattern applies to old runs at once): every verdict's justification and thought
 * against its patch's recorded evidence (find-evidence-contradictions, read-patch-evidence), the
 * flagged ones listed with their flags, and per kind how many verdicts carry one. Patches the
 * viewer is still labelling in some campaign are left out of every count and list, as the run's
 * results listing does, and only counted in `hidden` (raters stay blind); without a viewer (the
 * CLI) nothing is left out. A run outside the project is NOT_FOUND.
 */
export async function listRunFlags(options: {
  projectId: string;
  runId: string;
  viewerId: string | null;
}): Promise<TRunFlagsView> {
  const { projectId, runId, viewerId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { id: true, origin: true },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  const blinded = await listBlindedPatchIds({ projectId, userId: viewerId });
  const counts = Object.fromEntries(EVIDENCE_FLAG_KINDS.map((k) => [k, 0])) as Record<
    TEvidenceFlagKind,
    number
  >;
  const items: TRunFlagItem[] = [];
  const hiddenPatches = new Set<string>();
  const evidenceOf = new Map<string, TPatchEvidence>();
  let verdicts = 0;
  let cursor: string | undefined;
  for (;;) {
    const page = await prisma.judgeResult.findMany({
      where: { runId },
      orderBy: { id: "asc" },
      take: PAGE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: {
        id: true,
        patchId: true,
        sample: true,
        label: true,
        confidence: true,
        justification: true,
        thought: true,
        patch: {
          select: {
            externalId: true,
            diff: true,
            passesTests: true,
            failToPassPassed: true,
            failToPassTotal: true,
            passToPassPassed: true,
            passToPassTotal: true,
            metadata: true,
            bug: { select: { externalId: true } },
          },
        },
      },
    });
    for (const r of page) {
      if (blinded.has(r.patchId)) {
        hiddenPatches.add(r.patchId);
        continue;
      }
      verdicts += 1;
      let evidence = evidenceOf.get(r.patchId);
      if (!evidence) {
        evidence = readPatchEvidence(r.patch);
        evidenceOf.set(r.patchId, evidence);
      }
      const flags = findEvidenceContradictions({ verdict: r, evidence });
      if (flags.length === 0) continue;
      for (const kind of new Set(flags.map((f) => f.kind))) counts[kind] += 1;
      items.push({
        patchId: r.patchId,
        patch: r.patch.externalId,
        bug: r.patch.bug.externalId,
        sample: r.sample,
        label: r.label === "VALID" ? "VALID" : "INVALID",
        confidence: r.confidence,
        tests: evidence.tests,
        files: evidence.files,
        flags,
      });
    }
    if (page.length < PAGE) break;
    cursor = page[page.length - 1]!.id;
  }
  items.sort((a, b) => compare(a.bug, b.bug) || compare(a.patch, b.patch) || a.sample - b.sample);
  return {
    runId,
    origin: run.origin,
    verdicts,
    flagged: items.length,
    counts,
    hidden: hiddenPatches.size,
    items,
  };
}
