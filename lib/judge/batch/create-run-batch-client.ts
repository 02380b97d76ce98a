import { generateText } from "ai";
import { createJudgeModel } from "../config/create-judge-model";
import { batchApiOf, isBatchProvider } from "./batch-types";
import { createBatchClient, type TBatchClient } from "./create-batch-client";

/** Base URL of a provider's API from the URL of one of its online calls. */
export function batchBaseUrl(url: string): string {
  return url.replace(/\?.*$/, "").replace(/\/(chat\/completions|messages)$/, "");
}

/**
 * The batch client of a judge configuration's provider, reaching the same endpoint with the same
 * credentials as its online calls: the AI SDK provider (keys and base URL from the environment,
 * lib/env) builds a request that is recorded, never sent, and its URL and headers are reused.
 * `request` (a rendered job request) supplies them when at hand, with any beta headers it needs.
 */
export async function createRunBatchClient(options: {
  provider: string;
  model: string;
  request?: { url: string; headers: Record<string, string> };
  fetch?: typeof globalThis.fetch;
}): Promise<TBatchClient> {
  const { provider, model } = options;
  if (!isBatchProvider(provider)) throw new Error(`${provider} has no batch API.`);
  let seen = options.request ?? null;
  if (!seen) {
    const capture: typeof globalThis.fetch = async (url, init) => {
      seen = {
        url: String(url),
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
      };
      throw new Error("captured");
    };
    await generateText({
      model: createJudgeModel({ provider, model, fetch: capture }),
      prompt: "ping",
      maxRetries: 0,
    }).catch(() => {});
  }
  if (!seen) throw new Error("The provider built no request to learn its endpoint from.");
  const { url, headers } = seen as { url: string; headers: Record<string, string> };
  return createBatchClient({
    api: batchApiOf(provider),
    baseUrl: batchBaseUrl(url),
    headers,
    fetch: options.fetch,
  });
}
