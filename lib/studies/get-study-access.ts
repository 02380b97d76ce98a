import type { TSessionUser } from "@/lib/auth/get-session-user";
import { requireProjectExists } from "@/lib/auth/require-project-exists";
import { rolesAllow } from "@/lib/auth/roles";
import { prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/errors/app-error";

/**
 * manage: leads and project admins (create, phase, overview, report); rate: the study's raters who
 * still hold the project's rater role (author rubrics, label); report: managers who do not rate
 * in the study, and its raters too once it is closed (raters, a lead among them, are blind to the
 * report and each other's labels until then).
 */
export type TStudyNeed = "manage" | "rate" | "report";

/**
 * The study, if `user` may act on it as `need` asks, judged by their current project roles.
 * A missing study, one in another project and one the user has no part in all give the same 403;
 * a project slug that names no project is 404.
 */
export async function getStudyAccess(options: {
  user: TSessionUser;
  slug: string;
  studyId: string;
  need: TStudyNeed;
}) {
  const { user, slug, studyId, need } = options;
  const denied = forbidden("No such study, or you have no part in it.");
  const study = await prisma.study.findUnique({
    where: { id: studyId },
    select: {
      id: true,
      projectId: true,
      name: true,
      phase: true,
      createdAt: true,
      closedAt: true,
      project: {
        select: {
          id: true,
          slug: true,
          name: true,
          roles: { where: { userId: user.id }, select: { role: true } },
        },
      },
      raters: { where: { userId: user.id }, select: { position: true } },
      _count: { select: { raters: true } },
    },
  });
  if (!study || study.project.slug !== slug) {
    await requireProjectExists({ slug });
    throw denied;
  }
  const roles = study.project.roles.map((r) => r.role);
  const isManager = rolesAllow({ roles, capability: "campaign:manage", isAdmin: user.isAdmin });
  const position = study.raters[0]?.position ?? null;
  const isRater = position !== null && roles.includes("rater");
  const allowed =
    need === "manage"
      ? isManager
      : need === "rate"
        ? isRater
        : // A lead who also rates in the study is as blind as any rater until it closes.
          study.phase === "closed"
          ? isManager || isRater
          : isManager && !isRater;
  if (!allowed)
    throw need === "manage" || !(isManager || isRater)
      ? denied
      : forbidden(
          need === "rate"
            ? "You are not a rater in this study."
            : "The report opens to raters once the lead closes the study.",
        );
  const { project, raters: _r, _count, ...rest } = study;
  return {
    study: { ...rest, raterCount: _count.raters },
    project: { id: project.id, slug: project.slug, name: project.name },
    isManager,
    isRater,
    position,
  };
}
export type TStudyAccess = Awaited<ReturnType<typeof getStudyAccess>>;
