import http from "node:http";
import type { AddressInfo } from "node:net";

export type TReplayResponse = { status?: number; headers?: Record<string, string>; body: unknown };
export type TRecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

/**
 * A local HTTP server that answers each request with the next queued response (a provider's
 * recorded wire format) and records what was sent, so tests run the real provider packages over
 * real HTTP. With an empty queue it answers 599 so a missing fixture fails loudly.
 */
export async function startReplayServer() {
  const queue: TReplayResponse[] = [];
  const requests: TRecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString();
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      });
      const next = queue.shift() ?? { status: 599, body: { error: "no replay queued" } };
      res.writeHead(next.status ?? 200, { "content-type": "application/json", ...next.headers });
      res.end(typeof next.body === "string" ? next.body : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** Queues responses, answered in order. */
    reply: (...responses: TReplayResponse[]) => queue.push(...responses),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
