import { withAuth } from "@/lib/api/with-auth";
import { ZGetLlmSettingsResponse } from "@/lib/projects/projects-api.types";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";

export const GET = withAuth({ response: ZGetLlmSettingsResponse }, async () => ({
  llm: getLlmSettings(),
}));
