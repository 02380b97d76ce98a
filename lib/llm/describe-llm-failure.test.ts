import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { describeLlmFailure } from "./describe-llm-failure";

const httpError = (statusCode?: number, cause?: unknown) =>
  new APICallError({
    message: statusCode ? "Service unavailable" : "Cannot connect to API: fetch failed",
    url: "http://x/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    isRetryable: true,
    cause,
  });

describe("describeLlmFailure: is the provider down (unavailable) rather than this request wrong?", () => {
  it("says so for 5xx answers (529 included) and failed connections", () => {
    for (const status of [500, 502, 503, 529])
      expect(describeLlmFailure({ error: httpError(status) }).unavailable).toBe(true);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), {
      code: "ECONNREFUSED",
    });
    expect(describeLlmFailure({ error: httpError(undefined, refused) }).unavailable).toBe(true);
    const fetchFailed = new TypeError("fetch failed", { cause: refused });
    expect(describeLlmFailure({ error: fetchFailed }).unavailable).toBe(true);
  });

  it("does not for the request's own errors: 4xx, rate limits, timeouts", () => {
    for (const status of [400, 404, 429])
      expect(describeLlmFailure({ error: httpError(status) }).unavailable).toBe(false);
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    expect(describeLlmFailure({ error: timeout }).unavailable).toBe(false);
  });
});
