import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";

// The mock's OpenAI Batch and Anthropic Message Batches answers, field for field against the
// published examples (fixtures/README.md): every key the reference has, with the same JSON type
// (null where the reference allows null), and nothing the reference lacks.

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const jsonLines = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

type TShape = string | { [key: string]: TShape };
/** Keys and JSON types; `nullable` keys accept null or the reference's type. */
function shapeOf(value: unknown, depth = 0): TShape {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object" && depth < 2)
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v, depth + 1)]),
    );
  return typeof value === "object" ? "object" : typeof value;
}
/** Same keys; per key the same type, or null on either side (the references mix set and unset fields). */
function expectSameShape(actual: unknown, published: unknown, where: string, depth = 0) {
  const a = shapeOf(actual, depth);
  const p = shapeOf(published, depth);
  if (typeof a === "string" || typeof p === "string") {
    if (a !== "null" && p !== "null") expect(a, where).toBe(p);
    return;
  }
  expect(Object.keys(a).sort(), `${where}: keys`).toEqual(Object.keys(p).sort());
  for (const key of Object.keys(p))
    expectSameShape(
      (actual as Record<string, unknown>)[key],
      (published as Record<string, unknown>)[key],
      `${where}.${key}`,
      depth + 1,
    );
}

let server: TMockLlmServer;
beforeAll(async () => {
  server = await startMockLlmServer({
    port: 0,
    batchProcessingMs: 50,
    batchFault: (customId: string) =>
      customId === "r-error" ? "error" : customId === "r-expire" ? "expire" : null,
  });
});
afterAll(() => server.close());

const settle = async <T extends Record<string, unknown>>(
  url: string,
  done: (b: T) => boolean,
  init?: RequestInit,
): Promise<T> => {
  for (let i = 0; i < 200; i++) {
    const b = (await (await fetch(url, init)).json()) as T;
    if (done(b)) return b;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not settle`);
};

const chatBody = (text: string) => ({
  model: "gpt-4.1-mini",
  messages: [{ role: "user", content: text }],
});

describe("the mock's OpenAI Batch API against the published Batch objects and files", () => {
  it("a batch with a success, an item error and an expired item: object, output and error files", async () => {
    const base = server.url;
    const input = ["r-ok", "r-error", "r-expire"]
      .map((id) =>
        JSON.stringify({
          custom_id: id,
          method: "POST",
          url: "/v1/chat/completions",
          body: chatBody(id),
        }),
      )
      .join("\n");
    const form = new FormData();
    form.append("purpose", "batch");
    form.append("file", new Blob([input]), "input.jsonl");
    const file = (await (await fetch(`${base}/files`, { method: "POST", body: form })).json()) as {
      id: string;
    };
    const created = (await (
      await fetch(`${base}/batches`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          input_file_id: file.id,
          endpoint: "/v1/chat/completions",
          completion_window: "24h",
        }),
      })
    ).json()) as { id: string };
    const published = JSON.parse(fixture("openai-batch.json")) as Record<string, unknown>;
    expectSameShape(created, published, "created batch");
    const batch = await settle<{ status: string; output_file_id: string; error_file_id: string }>(
      `${base}/batches/${created.id}`,
      (b) => ["completed", "expired", "failed", "cancelled"].includes(b.status),
    );
    expectSameShape(batch, published, "ended batch");
    expect(batch.status).toBe("expired");
    const output = jsonLines(
      await (await fetch(`${base}/files/${batch.output_file_id}/content`)).text(),
    );
    const errors = jsonLines(
      await (await fetch(`${base}/files/${batch.error_file_id}/content`)).text(),
    );
    const [publishedOutput] = jsonLines(fixture("openai-batch-output.jsonl"));
    const [publishedExpired, publishedFailed] = jsonLines(fixture("openai-batch-errors.jsonl"));
    expect(output.map((l) => l.custom_id)).toEqual(["r-ok"]);
    expectSameShape(output[0], publishedOutput, "output line");
    // The chat completion inside: the published example's keys (today's API adds usage details).
    const body = (output[0]!.response as { body: Record<string, unknown> }).body;
    const publishedBody = (publishedOutput!.response as { body: Record<string, unknown> }).body;
    expect(Object.keys(body).sort()).toEqual(Object.keys(publishedBody).sort());
    expect(Object.keys(body.usage as object)).toEqual(
      expect.arrayContaining(Object.keys(publishedBody.usage as object)),
    );
    const byId = new Map(errors.map((l) => [l.custom_id, l]));
    expectSameShape(byId.get("r-expire"), publishedExpired, "expired line");
    expect(byId.get("r-expire")!.error).toMatchObject({ code: "batch_expired" });
    expectSameShape(byId.get("r-error"), publishedFailed, "failed line");
  });
});

describe("the mock's Anthropic Message Batches API against the published batch and results", () => {
  it("a batch with a success, an errored and an expired request, and a cancelled batch", async () => {
    const base = `${server.url}/messages/batches`;
    const params = (text: string) => ({
      model: "claude-sonnet-4-5",
      max_tokens: 100,
      messages: [{ role: "user", content: text }],
    });
    const post = async (url: string, body?: unknown) =>
      (await (
        await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", "anthropic-version": "2023-06-01" },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json()) as { id: string; processing_status: string; results_url: string | null };
    const published = JSON.parse(fixture("anthropic-batch.json")) as Record<string, unknown>;
    const created = await post(base, {
      requests: ["r-ok", "r-error", "r-expire"].map((id) => ({
        custom_id: id,
        params: params(id),
      })),
    });
    expectSameShape(created, published, "created batch");
    const ended = await settle<{ processing_status: string; results_url: string }>(
      `${base}/${created.id}`,
      (b) => b.processing_status === "ended",
    );
    expectSameShape(ended, published, "ended batch");
    const results = jsonLines(await (await fetch(ended.results_url)).text());
    const publishedResults = jsonLines(fixture("anthropic-results.jsonl"));
    const of = (type: string) =>
      publishedResults.find((l) => (l.result as { type: string }).type === type)!;
    const byId = new Map(results.map((l) => [l.custom_id, l]));
    expectSameShape(byId.get("r-ok"), of("succeeded"), "succeeded line");
    expectSameShape(
      (byId.get("r-ok")!.result as Record<string, unknown>).message,
      (of("succeeded").result as Record<string, unknown>).message,
      "succeeded message",
    );
    expectSameShape(byId.get("r-error"), of("errored"), "errored line");
    expect(byId.get("r-error")!.result).toMatchObject({
      type: "errored",
      error: { type: "error", error: { type: expect.any(String), message: expect.any(String) } },
    });
    expectSameShape(byId.get("r-expire"), of("expired"), "expired line");

    const slow = await post(base, {
      requests: Array.from({ length: 40 }, (_, i) => ({
        custom_id: `c-${i}`,
        params: params("x"),
      })),
    });
    const cancelling = await post(`${base}/${slow.id}/cancel`);
    expectSameShape(cancelling, published, "cancelling batch");
    const cancelled = await settle<{ processing_status: string; results_url: string }>(
      `${base}/${slow.id}`,
      (b) => b.processing_status === "ended",
    );
    const lines = jsonLines(await (await fetch(cancelled.results_url)).text());
    expect(lines).toHaveLength(40);
    const canceled = lines.filter((l) => (l.result as { type: string }).type === "canceled");
    expect(canceled.length).toBeGreaterThan(0);
    expectSameShape(canceled[0], of("canceled"), "canceled line");
  });
});
