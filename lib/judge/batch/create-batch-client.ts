import { buildAnthropicBatchBody } from "./build-anthropic-batch-body";
import { z } from "zod";
import { buildOpenAiBatchFile } from "./build-openai-batch-file";
import type { TBatchApiKind, TBatchItemOutcome, TBatchRequest, TBatchState } from "./batch-types";
import { parseAnthropicBatchResults, parseOpenAiBatchOutput } from "./parse-batch-results";
import { readBatchState } from "./read-batch-state";

/** A provider's error answer: `{ error: { message } }` (OpenAI and Anthropic). */
const ZErrorBody = z.object({ error: z.object({ message: z.string().optional() }).optional() });

/** An HTTP failure of a batch endpoint; `retryable` for 408, 409, 429 and 5xx (and network errors). */
export class BatchHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The provider's batch endpoints, reached with the same base URL and credentials as its online calls. */
export type TBatchClient = {
  api: TBatchApiKind;
  /** Uploads (OpenAI: the input file first, reported through `onFileUploaded`) and creates the batch; returns its state. */
  submit: (options: {
    requests: readonly TBatchRequest[];
    batchRowId: string;
    onFileUploaded?: (fileId: string) => Promise<void>;
  }) => Promise<TBatchState>;
  /** OpenAI: the batch already created from `inputFileId` (a crash lost its id), or null. */
  findByInputFile: (options: { inputFileId: string }) => Promise<TBatchState | null>;
  retrieve: (options: { providerBatchId: string }) => Promise<TBatchState>;
  /** Every request's outcome once the batch has ended (output and error files, or the results JSONL). */
  results: (options: { state: TBatchState }) => Promise<TBatchItemOutcome[]>;
  cancel: (options: { providerBatchId: string }) => Promise<TBatchState>;
};

/** Headers of the online request that carry credentials and API versions (never content headers). */
function forwardedHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (key === "content-type" || key === "content-length") continue;
    out[key] = value;
  }
  return out;
}

/**
 * A client of the OpenAI Batch API (POST /files purpose=batch, POST /batches, GET /batches/{id},
 * GET /files/{id}/content, POST /batches/{id}/cancel) or of Anthropic Message Batches (POST
 * /messages/batches, GET /messages/batches/{id}, GET its results_url, POST …/cancel), at
 * `baseUrl` (the one the online calls use, e.g. https://api.openai.com/v1) with `headers` (the
 * online call's credentials and versions).
 */
export function createBatchClient(options: {
  api: TBatchApiKind;
  baseUrl: string;
  headers: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}): TBatchClient {
  const { api } = options;
  const base = options.baseUrl.replace(/\/+$/, "");
  const headers = forwardedHeaders(options.headers);
  const doFetch = options.fetch ?? globalThis.fetch;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const url = /^https?:\/\//.test(path) ? path : `${base}${path}`;
    let res: Response;
    try {
      res = await doFetch(url, { ...init, headers: { ...headers, ...init.headers } });
    } catch (err) {
      throw new BatchHttpError(
        `${init.method ?? "GET"} ${path}: ${err instanceof Error ? err.message : String(err)}`,
        null,
        true,
      );
    }
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      let message = text.slice(0, 300);
      try {
        message = ZErrorBody.safeParse(JSON.parse(text)).data?.error?.message ?? message;
      } catch {
        // not JSON: keep the text
      }
      const retryable =
        res.status === 408 || res.status === 409 || res.status === 429 || res.status >= 500;
      throw new BatchHttpError(
        `${init.method ?? "GET"} ${path}: HTTP ${res.status}: ${message}`,
        res.status,
        retryable,
      );
    }
    return res;
  }
  const json = async (path: string, init?: RequestInit) => (await call(path, init)).json();
  const post = (path: string, body: unknown) =>
    json(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
  const state = (batch: unknown) => readBatchState({ api, batch });

  if (api === "anthropic")
    return {
      api,
      async submit({ requests }) {
        return state(await post("/messages/batches", buildAnthropicBatchBody({ requests })));
      },
      findByInputFile: async () => null,
      async retrieve({ providerBatchId }) {
        return state(await json(`/messages/batches/${encodeURIComponent(providerBatchId)}`));
      },
      async results({ state: s }) {
        const url =
          s.resultsUrl ?? `/messages/batches/${encodeURIComponent(s.providerBatchId)}/results`;
        return parseAnthropicBatchResults({ text: await (await call(url)).text() });
      },
      async cancel({ providerBatchId }) {
        return state(
          await post(`/messages/batches/${encodeURIComponent(providerBatchId)}/cancel`, {}),
        );
      },
    };

  return {
    api,
    async submit({ requests, batchRowId, onFileUploaded }) {
      const form = new FormData();
      form.append("purpose", "batch");
      form.append(
        "file",
        new Blob([buildOpenAiBatchFile({ requests })], { type: "application/jsonl" }),
        `rubricate-${batchRowId}.jsonl`,
      );
      const file = (await json("/files", { method: "POST", body: form })) as { id: string };
      await onFileUploaded?.(file.id);
      return state(
        await post("/batches", {
          input_file_id: file.id,
          endpoint: "/v1/chat/completions",
          completion_window: "24h",
          metadata: { rubricate_batch: batchRowId },
        }),
      );
    },
    async findByInputFile({ inputFileId }) {
      let after: string | null = null;
      for (let page = 0; page < 20; page++) {
        const list = (await json(
          `/batches?limit=100${after ? `&after=${encodeURIComponent(after)}` : ""}`,
        )) as { data: { id: string; input_file_id?: string }[]; has_more?: boolean };
        const hit = list.data.find((b) => b.input_file_id === inputFileId);
        if (hit) return state(hit);
        if (!list.has_more || list.data.length === 0) return null;
        after = list.data.at(-1)!.id;
      }
      return null;
    },
    async retrieve({ providerBatchId }) {
      return state(await json(`/batches/${encodeURIComponent(providerBatchId)}`));
    },
    async results({ state: s }) {
      const out: TBatchItemOutcome[] = [];
      for (const fileId of [s.outputFileId, s.errorFileId]) {
        if (!fileId) continue;
        const text = await (await call(`/files/${encodeURIComponent(fileId)}/content`)).text();
        out.push(...parseOpenAiBatchOutput({ text }));
      }
      return out;
    },
    async cancel({ providerBatchId }) {
      return state(await post(`/batches/${encodeURIComponent(providerBatchId)}/cancel`, {}));
    },
  };
}
