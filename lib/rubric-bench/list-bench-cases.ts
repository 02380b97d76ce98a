import { describeProviderReach } from "@/lib/judge/config/describe-provider-reach";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { buildControlPatches } from "./build-control-patches";
import type { TBenchCase } from "./schemas";

/** Real candidates a bench takes besides the controls, those with a consensus first. */
const CANDIDATES = 3;

/**
 * The rubric test bench of one bug: the developers' fix (expected VALID), the generated negative
 * controls (expected INVALID) and up to three of its candidate patches with their consensus
 * label when a revealed campaign has one (those first), leaving out patches the viewer still
 * labels somewhere. Also the project's judge configurations a bench can use (rubric references).
 */
export async function listBenchCases(options: {
  projectId: string;
  bugExternalId: string;
  viewerId: string;
}) {
  const { projectId, bugExternalId, viewerId } = options;
  const bug = await prisma.bug.findUnique({
    where: { projectId_externalId: { projectId, externalId: bugExternalId } },
    select: {
      id: true,
      externalId: true,
      title: true,
      bugType: true,
      language: true,
      report: true,
      groundTruthPatch: true,
      patches: {
        orderBy: { externalId: "asc" },
        select: { id: true, externalId: true, diff: true },
      },
    },
  });
  if (!bug) throw new AppError("NOT_FOUND", `No bug ${bugExternalId} in this project.`);
  const blinded = await listBlindedPatchIds({ projectId, userId: viewerId });
  const patches = bug.patches.filter((p) => !blinded.has(p.id));
  const consensus = await prisma.consensus.findMany({
    where: { patchId: { in: patches.map((p) => p.id) }, campaign: { phase: { not: "labelling" } } },
    orderBy: { createdAt: "desc" },
    select: { patchId: true, label: true },
  });
  const labelOf = new Map<string, "VALID" | "INVALID">();
  for (const c of consensus)
    if (!labelOf.has(c.patchId)) labelOf.set(c.patchId, c.label === "VALID" ? "VALID" : "INVALID");
  const candidates: TBenchCase[] = [...patches]
    .sort((a, b) => Number(labelOf.has(b.id)) - Number(labelOf.has(a.id)))
    .slice(0, CANDIDATES)
    .map((p) => ({
      id: `patch:${p.externalId}`,
      kind: "candidate",
      title: `Candidate ${p.externalId}${labelOf.has(p.id) ? "" : " (no consensus yet)"}`,
      expected: labelOf.get(p.id) ?? null,
      diff: p.diff,
    }));
  const cases: TBenchCase[] = [
    {
      id: "developer_fix",
      kind: "developer_fix",
      title: "The developers' fix",
      expected: "VALID",
      diff: bug.groundTruthPatch,
    },
    ...buildControlPatches({ groundTruthPatch: bug.groundTruthPatch, bugId: bug.externalId }),
    ...candidates,
  ];
  const configs = await prisma.judgeConfig.findMany({
    where: { projectId, reference: { in: ["golden", "draft", "freeform"] } },
    orderBy: [{ name: "asc" }, { version: "desc" }],
    select: { id: true, name: true, version: true, provider: true, model: true },
  });
  return {
    bug,
    cases,
    // Only configurations this server can call (describeProviderReach); the others wait for their key.
    configs: configs
      .filter((c) => describeProviderReach({ provider: c.provider }).runnable)
      .map((c) => ({
        id: c.id,
        label: `${c.name} v${c.version} · ${c.provider}/${c.model}`,
      })),
  };
}
