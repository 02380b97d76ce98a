import type { TBatchRequest } from "./batch-types";

/**
 * The OpenAI Batch input file (JSONL): one `{custom_id, method: "POST", url, body}` line per
 * request, `url` the endpoint of every line ("/v1/chat/completions"). Pure.
 */
export function buildOpenAiBatchFile(options: {
  requests: readonly TBatchRequest[];
  endpoint?: string;
}): string {
  const { requests, endpoint = "/v1/chat/completions" } = options;
  return requests
    .map((r) =>
      JSON.stringify({ custom_id: r.customId, method: "POST", url: endpoint, body: r.body }),
    )
    .join("\n")
    .concat(requests.length > 0 ? "\n" : "");
}
