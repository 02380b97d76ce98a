import { hashPassword } from "better-auth/crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { checkPassword } from "./check-password";
import { insertUser } from "./insert-user";
import { invalidField } from "./invalid-field";
import { parseInviteRoles } from "./parse-invite-roles";
import { readInvite } from "./read-invite";
import type { TAcceptInvite } from "./schemas";

/**
 * The invitee accepts an open invite with their name and password (the password rule with the
 * invited email and the chosen name). One transaction: the invite is claimed by a conditional
 * write (still unaccepted and unexpired, so two tabs or a replayed link cannot both succeed),
 * then the User, credential and roles are created (roles in projects deleted meanwhile are
 * skipped) and audited (`invite.accept`, and `user.create` by the inviting admin). The invitee
 * then signs in as usual. Any refusal changes nothing.
 */
export async function acceptInvite(options: {
  token: string;
  input: TAcceptInvite;
}): Promise<{ id: string; email: string; name: string }> {
  const { token, input } = options;
  const open = await readInvite({ token });
  const verdict = checkPassword({ password: input.password, email: open.email, name: input.name });
  if (!verdict.ok) throw invalidField({ path: "password", message: verdict.message });
  const passwordHash = await hashPassword(input.password);
  const lost = new AppError("CONFLICT", "This invitation link can no longer be used.");
  try {
    return await claimAndCreate();
  } catch (err) {
    // Lost to another acceptance or the clock: the same clear message readInvite gives.
    if (err === lost) await readInvite({ token });
    throw err;
  }

  function claimAndCreate() {
    return prisma.$transaction(async (tx) => {
      const now = new Date();
      const claimed = await tx.invite.updateMany({
        where: { id: open.id, acceptedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now },
      });
      if (claimed.count === 0) throw lost;
      const invite = await tx.invite.findUniqueOrThrow({
        where: { id: open.id },
        select: { email: true, isAdmin: true, projectRoles: true, createdById: true },
      });
      if (await tx.user.findUnique({ where: { email: invite.email }, select: { id: true } }))
        throw new AppError("CONFLICT", `An account for ${invite.email} already exists; sign in.`);
      const wanted = parseInviteRoles({ text: invite.projectRoles });
      const projects = await tx.project.findMany({
        where: { slug: { in: [...new Set(wanted.map((r) => r.projectSlug))] } },
        select: { id: true, slug: true },
      });
      const idOf = new Map(projects.map((p) => [p.slug, p.id]));
      const roles = wanted.filter((r) => idOf.has(r.projectSlug));
      const user = await insertUser({
        tx,
        email: invite.email,
        name: input.name,
        isAdmin: invite.isAdmin,
        passwordHash,
        roles: roles.map((r) => ({ projectId: idOf.get(r.projectSlug)!, role: r.role })),
      });
      await tx.invite.update({ where: { id: open.id }, data: { userId: user.id } });
      await writeAudit({
        tx,
        actorId: user.id,
        action: "invite.accept",
        entityType: "Invite",
        entityId: open.id,
        after: { userId: user.id, email: user.email },
      });
      await writeAudit({
        tx,
        actorId: invite.createdById,
        action: "user.create",
        entityType: "User",
        entityId: user.id,
        after: {
          email: user.email,
          name: user.name,
          isAdmin: user.isAdmin,
          projectRoles: roles,
          via: "invite",
        },
      });
      return { id: user.id, email: user.email, name: user.name };
    });
  }
}
