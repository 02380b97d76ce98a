import { withAuth } from "@/lib/api/with-auth";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";

export const GET = withAuth({}, async () => ({ llm: getLlmSettings() }));
