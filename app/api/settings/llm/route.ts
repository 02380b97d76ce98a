import { withAuth } from "@/lib/api/with-auth";
import { ZGetLlmSettingsResponse } from "@/lib/projects/projects-api.types";
import { readLlmSettings } from "@/lib/llm/read-llm-settings";

// Leads and admins only (lib/llm can-read-llm-settings); names of key variables, never values.
export const GET = withAuth({ response: ZGetLlmSettingsResponse }, async ({ user }) => ({
  llm: await readLlmSettings({ user }),
}));
