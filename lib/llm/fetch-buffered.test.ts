import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchBuffered } from "./fetch-buffered";

let server: http.Server;
let base = "";
const seen: { url?: string; method?: string; headers: http.IncomingHttpHeaders; body: string }[] =
  [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => {
      seen.push({
        url: req.url,
        method: req.method,
        headers: req.headers,
        body: Buffer.concat(parts).toString(),
      });
      if (req.url === "/hang") return; // never answers
      if (req.url === "/empty") return void res.writeHead(204).end();
      if (req.url === "/redirect")
        return void res.writeHead(307, { location: "/elsewhere" }).end("moved");
      res.setHeader("set-cookie", ["a=1", "b=2"]);
      res.writeHead(429, { "content-type": "application/json", "retry-after": "3" });
      res.end(JSON.stringify({ echo: Buffer.concat(parts).toString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("fetchBuffered", () => {
  it("sends the method, headers and body, and returns the status, every header and the body", async () => {
    const res = await fetchBuffered(`${base}/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer k" },
      body: '{"x":1}',
    });
    expect(seen.at(-1)).toMatchObject({
      method: "POST",
      body: '{"x":1}',
      headers: { "content-type": "application/json", authorization: "Bearer k" },
    });
    expect(res.status).toBe(429);
    expect(res.ok).toBe(false);
    expect(res.headers.get("retry-after")).toBe("3");
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await res.json()).toEqual({ echo: '{"x":1}' });
  });

  it("takes a Headers object and a URL", async () => {
    const res = await fetchBuffered(new URL(`${base}/x`), {
      method: "POST",
      headers: new Headers({ "x-one": "1" }),
      body: "b",
    });
    expect(seen.at(-1)?.headers["x-one"]).toBe("1");
    expect(res.status).toBe(429);
  });

  it("gives a 204 no body and does not follow redirects", async () => {
    const empty = await fetchBuffered(`${base}/empty`, { method: "POST", body: "" });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    const moved = await fetchBuffered(`${base}/redirect`, { method: "POST", body: "" });
    expect(moved.status).toBe(307);
    expect(moved.headers.get("location")).toBe("/elsewhere");
    expect(seen.some((s) => s.url === "/elsewhere")).toBe(false);
  });

  it("rejects with the signal's reason when it aborts (a timeout), as fetch does", async () => {
    const started = Date.now();
    const err = await fetchBuffered(`${base}/hang`, {
      method: "POST",
      body: "",
      signal: AbortSignal.timeout(100),
    }).catch((e: unknown) => e);
    expect((err as Error).name).toBe("TimeoutError");
    expect(Date.now() - started).toBeLessThan(5_000);
    const aborted = new AbortController();
    aborted.abort(new Error("stop"));
    await expect(fetchBuffered(`${base}/x`, { signal: aborted.signal })).rejects.toThrow("stop");
  });

  it("turns a connection failure into TypeError('fetch failed') with the network error as cause", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = (await fetchBuffered(`http://127.0.0.1:${port}/v1`, { method: "POST" }).catch(
      (e: unknown) => e,
    )) as TypeError & { cause?: { code?: string } };
    expect(err).toBeInstanceOf(TypeError);
    expect(err.message).toBe("fetch failed");
    expect(err.cause?.code).toBe("ECONNREFUSED");
  });
});
