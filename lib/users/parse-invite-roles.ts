import { z } from "zod";
import { ZProjectRole, type TProjectRole } from "@/lib/auth/roles";

const ZInviteRoles = z.array(z.object({ projectSlug: z.string().min(1), role: ZProjectRole }));

/** Invite.projectRoles (JSON text) as checked { projectSlug, role } pairs. */
export function parseInviteRoles(options: {
  text: string;
}): { projectSlug: string; role: TProjectRole }[] {
  return ZInviteRoles.parse(JSON.parse(options.text));
}
