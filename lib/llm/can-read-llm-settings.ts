import { holdsAnyRole } from "@/lib/auth/holds-any-role";
import type { TSessionUser } from "@/lib/auth/get-session-user";

/** Who may see the LLM provider details: site admins, and project admins and leads anywhere. */
export const LLM_SETTINGS_ROLES = ["admin", "lead"] as const;

/** Whether `user` may read the provider, model, endpoint and key variables (never key values). */
export async function canReadLlmSettings(options: {
  user: Pick<TSessionUser, "id" | "isAdmin">;
}): Promise<boolean> {
  return holdsAnyRole({ user: options.user, roles: LLM_SETTINGS_ROLES });
}
