import { describe, expect, it } from "vitest";
import { splitBatchRequests } from "./split-batch-requests";

const request = (i: number, chars: number) => ({
  customId: `job-${i}`,
  body: { text: "x".repeat(chars) },
});

describe("splitBatchRequests", () => {
  it("keeps the longest prefix within the byte limit and defers the rest", () => {
    // Each line: {"text":"x…"} = chars + 11 bytes, + customId (5) + 80 framing = chars + 96.
    const requests = [0, 1, 2, 3].map((i) => request(i, 104)); // 200 bytes each
    const { send, rest } = splitBatchRequests({ requests, maxBytes: 600 });
    expect(send.map((r) => r.customId)).toEqual(["job-0", "job-1", "job-2"]);
    expect(rest.map((r) => r.customId)).toEqual(["job-3"]);
    expect(splitBatchRequests({ requests, maxBytes: 599 }).send).toHaveLength(2);
  });

  it("sends one oversized request alone rather than none", () => {
    const { send, rest } = splitBatchRequests({
      requests: [request(0, 5000), request(1, 1)],
      maxBytes: 100,
    });
    expect(send).toHaveLength(1);
    expect(rest).toHaveLength(1);
  });
});
