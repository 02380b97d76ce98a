import type { TSessionUser } from "@/lib/auth/get-session-user";
import { forbidden } from "@/lib/errors/app-error";
import { canReadLlmSettings } from "./can-read-llm-settings";
import { getLlmSettings, type TLlmSettings } from "./get-llm-settings";

/** The key-free LLM settings for a lead or admin; 403 for anyone else (raters, engineers). */
export async function readLlmSettings(options: {
  user: Pick<TSessionUser, "id" | "isAdmin">;
}): Promise<TLlmSettings> {
  if (!(await canReadLlmSettings({ user: options.user })))
    throw forbidden("Only leads and admins can see the LLM provider settings.");
  return getLlmSettings();
}
