import type { TBatchRequest } from "./batch-types";

/**
 * The longest prefix of `requests` whose serialized size stays within `maxBytes` (at least one
 * request, so a single large one still goes), and the rest, which goes into another batch. Pure.
 */
export function splitBatchRequests(options: {
  requests: readonly TBatchRequest[];
  maxBytes: number;
}): { send: TBatchRequest[]; rest: TBatchRequest[] } {
  const { requests, maxBytes } = options;
  let bytes = 0;
  let n = 0;
  for (const r of requests) {
    // One line of the request file: the body, its custom_id and the line's framing.
    const size = Buffer.byteLength(JSON.stringify(r.body)) + r.customId.length + 80;
    if (n > 0 && bytes + size > maxBytes) break;
    bytes += size;
    n++;
  }
  return { send: requests.slice(0, n), rest: requests.slice(n) };
}
