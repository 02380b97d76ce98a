// Types for scripts/mock-llm-server.mjs (plain JS so it runs without a build step).
declare module "@/scripts/mock-llm-server.mjs" {
  /** Parsed body of a POST /v1/chat/completions request (OpenAI format). */
  export type TMockChatRequest = {
    model?: string;
    messages: { role: string; content: unknown }[];
    response_format?: {
      type: string;
      json_schema?: { name?: string; schema?: unknown; strict?: boolean };
    };
    tools?: { type: string; function: { name: string; parameters?: unknown } }[];
    tool_choice?: unknown;
    logprobs?: boolean;
    top_logprobs?: number;
    temperature?: number;
    max_tokens?: number;
    [key: string]: unknown;
  };

  export type TMockLlmServerStats = {
    requests: number;
    completions: number;
    ok: number;
    badRequests: number;
    faults: {
      rateLimit: number;
      serverError: number;
      malformed: number;
      timeout: number;
      outage: number;
    };
    /** Completions being answered now, and the most at once since start (or POST /mock/reset-stats). */
    inFlight: number;
    maxInFlight: number;
    lastRequest: TMockChatRequest | null;
  };

  export type TMockLlmServer = {
    /** Base URL for the AI SDK providers, e.g. http://127.0.0.1:4010/v1 */
    url: string;
    port: number;
    close(): Promise<void>;
    stats: TMockLlmServerStats;
    /** Answer every completion with 503 for `ms` from now (also POST /mock/outage {"ms": n}). */
    outage(ms: number): void;
    /** The batch endpoints (scripts/mock-batch-api.mjs): what they received, and their processing time. */
    batch: {
      stats: {
        files: number;
        openaiBatches: number;
        anthropicBatches: number;
        cancels: number;
        requests: number;
        /** Online Anthropic Messages calls (POST /v1/messages). */
        messages: number;
      };
      /** `held`: no batch request finishes and no batch ends (but by a cancel) until set false. */
      settings: { processingMs: number; held: boolean };
    };
  };

  export function startMockLlmServer(options?: {
    port?: number;
    latencyMs?: number;
    /** Share of chat requests that fail (0..1): 429, 500, malformed JSON content, 30 s timeout, evenly mixed. */
    errorRate?: number;
    seed?: number;
    /** Content for the answer: a string, or an object to JSON-stringify; null/undefined → rule-based. */
    respond?: (request: TMockChatRequest) => unknown;
    /** How long a batch takes to process (its requests finish one after another over it); default 200. */
    batchProcessingMs?: number;
    /** A fault for one batch request (also a MOCK_BATCH_FAULT=… marker in its user text). */
    batchFault?: (
      customId: string,
      body: Record<string, unknown>,
    ) => "error" | "expire" | "malformed" | null | undefined;
  }): Promise<TMockLlmServer>;
}

declare module "@/scripts/mock-llm-schema.mjs" {
  /** A minimal value valid against a JSON schema, steered by the request's markers. */
  export function synthesizeFromSchema(
    schema: unknown,
    ctx: { sentence: string; label: string | null },
    root?: unknown,
    depth?: number,
  ): unknown;
}
