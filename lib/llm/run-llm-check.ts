import { canReadLlmSettings } from "./can-read-llm-settings";
import { forbidden } from "@/lib/errors/app-error";
import { checkLlmConnection, type TLlmCheck } from "./check-llm-connection";

/**
 * The settings page's "Test connection": site admins and project leads or admins only (a call
 * costs money and shows the configuration), then checkLlmConnection.
 */
export async function runLlmCheck(options: {
  user: { id: string; isAdmin: boolean };
}): Promise<TLlmCheck> {
  if (!(await canReadLlmSettings({ user: options.user })))
    throw forbidden("Only leads and admins can test the LLM connection.");
  return checkLlmConnection();
}
