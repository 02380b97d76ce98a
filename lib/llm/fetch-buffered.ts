import { request } from "undici";
import { passSendGate } from "./send-gate";

/** Largest answer read (an LLM answer is kilobytes; this only guards memory against a bad endpoint). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * The providers' HTTP client: a `fetch` on undici's `request`, which reads the whole answer and
 * hands it over as a Response. Node's own fetch clones every request body (a stream tee) and
 * wraps both bodies in web streams; that was the largest item of the judge worker's CPU profile
 * after the database (bench/RESULTS.md, Judge throughput). Behaves as fetch does for what the AI
 * SDK relies on: an aborted signal rejects with its reason, and a connection failure rejects
 * with TypeError("fetch failed") whose cause is the network error (so it is retried). Redirects
 * are not followed (an LLM API answers a POST itself); the 3xx answer is returned as it is.
 */
export const fetchBuffered: typeof globalThis.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const signal = init?.signal ?? undefined;
  const sent = toHeaderRecord(init?.headers);
  // A call prepared ahead of its slot waits here, its request built (lib/llm/send-gate.ts).
  await passSendGate(sent);
  let res;
  try {
    signal?.throwIfAborted();
    res = await request(url, {
      method: (init?.method ?? "GET") as "GET",
      headers: sent,
      body: init?.body as string | Uint8Array | null | undefined,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new TypeError("fetch failed", { cause: error });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        res.body.destroy();
        throw new TypeError(`The answer from ${url} exceeds ${MAX_BODY_BYTES} bytes.`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error instanceof TypeError ? error : new TypeError("fetch failed", { cause: error });
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  const empty = res.statusCode === 204 || res.statusCode === 304 || init?.method === "HEAD";
  return new Response(empty ? null : Buffer.concat(chunks), { status: res.statusCode, headers });
};

function toHeaderRecord(headers: HeadersInit | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers || Array.isArray(headers))
    return Object.fromEntries(headers as Iterable<[string, string]>);
  // A copy: the send gate's header is taken out of it.
  return { ...(headers as Record<string, string>) };
}
