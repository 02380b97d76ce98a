import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

const DONE = ["completed", "completed_with_failures"] as const;

/**
 * A finished run (completed, or completed with failures) of one configuration version: the one
 * named (`field` names it in errors: another configuration's run is a 422, an unfinished one a
 * 409), else the newest with a verdict on a patch the campaign has a consensus for, else null.
 */
export async function findFinishedRun(options: {
  projectId: string;
  configId: string;
  campaignId: string;
  runId: string | null;
  field: string;
}) {
  const { projectId, configId, campaignId, runId, field } = options;
  if (runId === null)
    return prisma.judgeRun.findFirst({
      where: {
        projectId,
        configId,
        status: { in: [...DONE] },
        results: { some: { patch: { consensus: { some: { campaignId } } } } },
      },
      orderBy: { createdAt: "desc" },
      select: { id: true, status: true, createdAt: true },
    });
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { id: true, status: true, createdAt: true, configId: true },
  });
  if (!run) throw new AppError("NOT_FOUND", `${field}: no judge run ${runId} in this project.`);
  if (run.configId !== configId)
    throw new AppError(
      "INVALID_INPUT",
      `${field}: run ${runId} is a run of another configuration version.`,
    );
  if (!(DONE as readonly string[]).includes(run.status))
    throw new AppError(
      "CONFLICT",
      `${field}: run ${runId} is ${run.status}; only a finished run can be used.`,
    );
  return { id: run.id, status: run.status, createdAt: run.createdAt };
}
