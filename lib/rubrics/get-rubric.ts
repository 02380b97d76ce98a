import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { describeDraftWait } from "./describe-draft-wait";
import { parseEditThemes } from "./parse-edit-themes";
import { readDraftTarget } from "./read-draft-target";
import type { TRubricFormat } from "./schemas";

const VERSION = {
  select: {
    id: true,
    number: true,
    kind: true,
    source: true,
    content: true,
    createdAt: true,
    editDistance: true,
    editDistanceNorm: true,
    promptTemplate: true,
    promptVersion: true,
    createdBy: { select: { id: true, name: true } },
    parentVersion: { select: { number: true, content: true } },
    edits: {
      orderBy: { position: "asc" as const },
      select: {
        id: true,
        position: true,
        type: true,
        baseStart: true,
        baseEnd: true,
        newStart: true,
        newEnd: true,
        beforeText: true,
        afterText: true,
        justification: true,
        themes: true,
        comments: {
          select: {
            id: true,
            comment: true,
            createdAt: true,
            review: { select: { round: true, reviewer: { select: { name: true } } } },
          },
        },
      },
    },
  },
} as const;

/** A bug's rubric of one format: its draft, current and golden versions, edits, review rounds and draft jobs. */
export async function getRubric(options: {
  projectId: string;
  bugExternalId: string;
  format: TRubricFormat;
}) {
  const bug = await prisma.bug.findUnique({
    where: {
      projectId_externalId: { projectId: options.projectId, externalId: options.bugExternalId },
    },
    select: {
      id: true,
      rubrics: {
        where: { format: options.format },
        select: {
          id: true,
          format: true,
          status: true,
          updatedAt: true,
          editor: { select: { id: true, name: true } },
          currentVersion: VERSION,
          goldenVersion: { select: { id: true, number: true } },
          versions: {
            where: { number: 1 },
            select: {
              id: true,
              content: true,
              source: true,
              promptTemplate: true,
              promptVersion: true,
              createdAt: true,
            },
          },
          reviews: {
            orderBy: { round: "asc" },
            select: {
              id: true,
              round: true,
              decision: true,
              comment: true,
              createdAt: true,
              versionId: true,
              reviewer: { select: { id: true, name: true } },
              // Per-edit comments of the round, with the edit (of the version reviewed) they are on.
              comments: {
                orderBy: { createdAt: "asc" },
                select: {
                  id: true,
                  comment: true,
                  edit: {
                    select: {
                      position: true,
                      type: true,
                      beforeText: true,
                      afterText: true,
                      justification: true,
                    },
                  },
                },
              },
            },
          },
        },
      },
      draftJobs: {
        where: { format: options.format },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          id: true,
          batchId: true,
          status: true,
          error: true,
          engine: true,
          provider: true,
          model: true,
          endpoint: true,
        },
      },
    },
  });
  if (!bug) throw notFound(`Bug ${options.bugExternalId}`);
  const job = bug.draftJobs[0];
  // A queued LLM draft this server's draft worker cannot write says why it waits.
  const latestJob = job
    ? { ...job, waiting: describeDraftWait({ job, here: readDraftTarget() }) }
    : null;
  const found = bug.rubrics[0];
  if (!found) return { latestJob, rubric: null };
  const { versions, currentVersion, ...rubric } = found;
  return {
    latestJob,
    rubric: {
      ...rubric,
      draft: versions[0] ?? null,
      currentVersion: currentVersion && {
        ...currentVersion,
        edits: currentVersion.edits.map((e) => ({
          ...e,
          themes: parseEditThemes({ text: e.themes }),
        })),
      },
    },
  };
}
export type TRubricDetail = Awaited<ReturnType<typeof getRubric>>;
