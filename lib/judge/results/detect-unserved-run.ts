import type { TJudgeTarget } from "../config/read-judge-targets";
import { servesJudgeProvider } from "../config/serves-judge-provider";
import { countNoun } from "@/lib/text/count-noun";

const HOW: Record<string, string> = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  "openai-compatible": "LLM_PROVIDER=openai-compatible and LLM_BASE_URL",
};

const describeTarget = (t: TJudgeTarget) =>
  `${t.provider}${t.baseUrl ? ` at ${t.baseUrl}` : ""}${t.keyVariable ? ` (${t.keyVariable})` : ""}`;

/**
 * Whether an open run with jobs left has running workers but none that can serve its provider
 * (pure): each worker's targets come from its environment (lib/judge/worker/read-judge-targets).
 * With `endpoint` (a provider batch of the run already sent there), a worker must also call that
 * endpoint: only it can poll and collect the batch. Null when a running worker serves it, or when
 * no worker runs at all (the stall check says that).
 */
export function detectUnservedRun(options: {
  provider: string;
  model: string;
  open: boolean;
  /** The origin of the API a provider batch of the run was sent to, if one is waiting there. */
  endpoint?: string | null;
  /** The LLM targets of each running worker. */
  workers: readonly (readonly TJudgeTarget[])[];
}): { reason: "no-capable-worker"; idleMs: number; message: string } | null {
  const { provider, model, open, workers, endpoint = null } = options;
  if (!open || workers.length === 0) return null;
  if (workers.some((targets) => servesJudgeProvider({ targets, provider, endpoint }))) return null;
  const served = [...new Set(workers.flat().map(describeTarget))];
  const serving = `the ${countNoun({ count: workers.length, one: "running worker" })} ${countNoun({ count: workers.length, one: "serves", other: "serve", withCount: false })} ${served.length > 0 ? served.join(", ") : "no LLM provider"}`;
  const how = HOW[provider] ?? provider;
  return {
    reason: "no-capable-worker",
    idleMs: 0,
    message: endpoint
      ? `No running worker can reach this run's provider batch: it was sent to ${provider} at ${endpoint} (model ${model}), and ${serving}. It waits there; start a worker that calls ${endpoint} (${how} set, and the account that sent it): npx rubricate worker.`
      : `No running worker can serve this run: it needs ${provider} (model ${model}), and ${serving}. ` +
        `Start one with ${how} set: npx rubricate worker.`,
  };
}
