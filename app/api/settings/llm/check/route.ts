import { withAuth } from "@/lib/api/with-auth";
import { ZLlmCheckResponse } from "@/lib/llm/llm-api.types";
import { runLlmCheck } from "@/lib/llm/run-llm-check";

/** One small call to the configured provider (leads and admins): the settings page's "Test connection". */
export const POST = withAuth({ response: ZLlmCheckResponse }, async ({ user }) =>
  runLlmCheck({ user }),
);
