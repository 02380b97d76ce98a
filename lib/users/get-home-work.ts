import { rolesAllow } from "@/lib/auth/roles";
import { listAdjudicationQueue } from "@/lib/campaigns/list-adjudication-queue";
import { listMyCampaigns } from "@/lib/campaigns/list-my-campaigns";
import { prisma } from "@/lib/db/client";
import { countMyStudyWork } from "./count-my-study-work";

export type THomeEntryKind =
  | "confirm-rubric"
  | "returned-rubric"
  | "rate"
  | "author-study"
  | "label-study"
  | "adjudicate"
  | "judge-run";

export type THomeEntry = {
  kind: THomeEntryKind;
  project: { slug: string; name: string };
  /** What the entry is about: a bug, campaign, study or judge configuration. */
  subject: string;
  /** Items left (patches, rubrics, disputes); null for a single item. */
  count: number | null;
  /** A judge run's final status. */
  status?: string;
  href: string;
};

/** Judge runs finished this long before a first visit still show. */
const FIRST_VISIT_WINDOW_MS = 7 * 24 * 3600 * 1000;
const LIMIT = 50;

/**
 * What waits for the user, across the projects where they hold a role (a site admin's flag adds
 * none: it would list every project's work): rubrics to confirm (engineer B) or returned to them
 * (engineer A), patches left in their campaigns and studies (their own counts only: raters stay
 * blind), open disputes in revealed campaigns they manage or adjudicate (with their own
 * cross-campaign blinding), and judge runs finished or failed since `since`. Each entry links to
 * the page where the work is done.
 */
export async function getHomeWork(options: {
  userId: string;
  since: Date | null;
  now?: Date;
}): Promise<THomeEntry[]> {
  const { userId, since, now = new Date() } = options;
  const memberships = await prisma.projectRole.findMany({
    where: { userId },
    select: { role: true, project: { select: { id: true, slug: true, name: true } } },
  });
  const projects = new Map<string, { id: string; slug: string; name: string; roles: string[] }>();
  for (const m of memberships) {
    const p = projects.get(m.project.id) ?? { ...m.project, roles: [] };
    p.roles.push(m.role);
    projects.set(p.id, p);
  }
  const allowed = (capability: Parameters<typeof rolesAllow>[0]["capability"]) =>
    [...projects.values()]
      .filter((p) => rolesAllow({ roles: p.roles, capability, isAdmin: false }))
      .map((p) => p.id);
  const projectOf = (id: string) => {
    const p = projects.get(id)!;
    return { slug: p.slug, name: p.name };
  };
  if (projects.size === 0) return [];

  const [rubrics, campaigns, studies, disputes, runs] = await Promise.all([
    rubricEntries({ userId, projectIds: allowed("rubric:edit") }),
    listMyCampaigns({ userId }),
    countMyStudyWork({ userId }),
    disputeEntries({ userId, managed: allowed("campaign:manage"), member: [...projects.keys()] }),
    prisma.judgeRun.findMany({
      where: {
        projectId: { in: allowed("judge:read") },
        status: { in: ["completed", "completed_with_failures", "failed"] },
        finishedAt: { gt: since ?? new Date(now.getTime() - FIRST_VISIT_WINDOW_MS) },
      },
      orderBy: { finishedAt: "desc" },
      take: LIMIT,
      select: { id: true, projectId: true, status: true, config: { select: { name: true } } },
    }),
  ]);

  const entries: THomeEntry[] = [];
  for (const r of rubrics) {
    const project = projectOf(r.bug.projectId);
    const base = `/projects/${project.slug}/bugs/${encodeURIComponent(r.bug.externalId)}/rubric`;
    entries.push({
      kind: r.status === "in_review" ? "confirm-rubric" : "returned-rubric",
      project,
      subject: r.bug.externalId,
      count: null,
      href: r.status === "in_review" ? `${base}/review` : base,
    });
  }
  for (const c of campaigns) {
    if (c.role !== "rater" || c.phase !== "labelling" || c.assigned - c.done <= 0) continue;
    entries.push({
      kind: "rate",
      project: { slug: c.project.slug, name: c.project.name },
      subject: c.name,
      count: c.assigned - c.done,
      href: `/projects/${c.project.slug}/campaigns/${c.id}/rate`,
    });
  }
  for (const s of studies) {
    if (s.left <= 0) continue;
    entries.push({
      kind: s.phase === "authoring" ? "author-study" : "label-study",
      project: { slug: s.project.slug, name: s.project.name },
      subject: s.name,
      count: s.left,
      href: `/projects/${s.project.slug}/studies/${s.id}/${s.phase === "authoring" ? "author" : "label"}`,
    });
  }
  for (const d of disputes) {
    const project = projectOf(d.projectId);
    entries.push({
      kind: "adjudicate",
      project,
      subject: d.name,
      count: d.open,
      href: `/projects/${project.slug}/campaigns/${d.id}/adjudicate`,
    });
  }
  for (const run of runs) {
    const project = projectOf(run.projectId);
    entries.push({
      kind: "judge-run",
      project,
      subject: run.config.name,
      count: null,
      status: run.status,
      href: `/projects/${project.slug}/judge/runs/${run.id}`,
    });
  }
  return entries;
}

/** Rubrics waiting for this engineer: to confirm (someone else's, not edited by them) or returned to them. */
function rubricEntries(options: { userId: string; projectIds: string[] }) {
  const { userId, projectIds } = options;
  return prisma.rubric.findMany({
    where: {
      format: "templated",
      bug: { projectId: { in: projectIds } },
      OR: [
        { status: "returned", editorId: userId },
        {
          status: "in_review",
          NOT: { editorId: userId },
          versions: { none: { kind: "edited", createdById: userId } },
        },
      ],
    },
    orderBy: { updatedAt: "asc" },
    take: LIMIT,
    select: { status: true, bug: { select: { externalId: true, projectId: true } } },
  });
}

/**
 * Revealed campaigns with open disputes that the user manages (lead, project admin) or is a
 * named adjudicator in (while a member), counted as their adjudication queue counts them.
 */
async function disputeEntries(options: { userId: string; managed: string[]; member: string[] }) {
  const { userId, managed, member } = options;
  const campaigns = await prisma.campaign.findMany({
    where: {
      phase: "reveal",
      OR: [
        { projectId: { in: managed } },
        { projectId: { in: member }, raters: { some: { userId, role: "adjudicator" } } },
      ],
    },
    orderBy: { createdAt: "asc" },
    take: LIMIT,
    select: { id: true, projectId: true, name: true, kind: true, phase: true },
  });
  const out: { id: string; projectId: string; name: string; open: number }[] = [];
  for (const campaign of campaigns) {
    const queue = await listAdjudicationQueue({ campaign, viewerId: userId });
    if (queue.summary.open > 0) out.push({ ...campaign, open: queue.summary.open });
  }
  return out;
}
