// Minimal types for the parts of autocannon 8 that bench/label-load.ts uses
// (the package ships none). Shapes follow autocannon's lib/run.js and lib/httpClient.js.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    type TRequestContext = Record<string, unknown>;

    /** One request template; `setupRequest` runs before every send and may rewrite it. */
    type TRequest = {
      method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (req: TRequest, context: TRequestContext) => TRequest | null | undefined;
      onResponse?: (
        status: number,
        body: string,
        context: TRequestContext,
        headers: Record<string, string | string[]>,
      ) => void;
    };

    /** One connection. `setupClient` receives it before it connects. */
    interface Client extends EventEmitter {
      setHeaders(headers: Record<string, string>): void;
      setBody(body: string | Buffer): void;
      setRequest(request: TRequest): void;
      setRequests(requests: TRequest[]): void;
    }

    type TOptions = {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds without an answer before a request counts as a timeout. */
      timeout?: number;
      pipelining?: number;
      method?: TRequest["method"];
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: TRequest[];
      setupClient?: (client: Client) => void;
    };

    type THistogramSummary = {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p99: number;
    };

    type TResult = {
      duration: number;
      latency: THistogramSummary;
      requests: THistogramSummary & { sent: number };
      throughput: THistogramSummary;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      "1xx": number;
      "2xx": number;
      "3xx": number;
      "4xx": number;
      "5xx": number;
      statusCodeStats: Record<string, { count: number }>;
    };

    /** The running job. Events: "response" (client, statusCode, resBytes, responseTime ms), "reqError" (error), "done" (result). */
    interface Instance extends EventEmitter {
      on(
        event: "response",
        listener: (
          client: Client,
          statusCode: number,
          resBytes: number,
          responseTime: number,
        ) => void,
      ): this;
      on(event: "reqError", listener: (error: Error) => void): this;
      on(event: "done", listener: (result: TResult) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
      stop(): void;
    }
  }

  function autocannon(
    options: autocannon.TOptions,
    callback: (err: Error | null, result: autocannon.TResult) => void,
  ): autocannon.Instance;
  export = autocannon;
}
