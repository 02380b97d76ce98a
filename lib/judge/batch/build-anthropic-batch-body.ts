import type { TBatchRequest } from "./batch-types";

/**
 * The body of Anthropic's POST /v1/messages/batches: `{requests: [{custom_id, params}]}`, params
 * being the Messages API body the online call would send (never streamed). Pure.
 */
export function buildAnthropicBatchBody(options: { requests: readonly TBatchRequest[] }) {
  return {
    requests: options.requests.map((r) => {
      const { stream: _stream, ...params } = r.body;
      return { custom_id: r.customId, params };
    }),
  };
}
