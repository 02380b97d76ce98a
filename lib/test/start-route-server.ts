import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as TWebStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import { NextRequest } from "next/server";

type TRoute = { file: string; segments: string[] };
type THandler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

const API_DIR = path.resolve("app/api");

/** Every app/api/**\/route.ts as its path segments; static segments sort before [param] ones. */
function listRoutes(): TRoute[] {
  const files = readdirSync(API_DIR, { recursive: true, encoding: "utf8" }).filter(
    (f) => path.basename(f) === "route.ts",
  );
  const routes = files.map((f) => ({
    file: path.join(API_DIR, f),
    segments: [
      "api",
      ...path
        .dirname(f)
        .split(path.sep)
        .filter((s) => s && s !== "."),
    ],
  }));
  const rank = (s: string | undefined) =>
    s === undefined ? 0 : s.startsWith("[...") ? 3 : s.startsWith("[") ? 2 : 1;
  return routes.sort((a, b) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const d = rank(a.segments[i]) - rank(b.segments[i]);
      if (d !== 0) return d;
    }
    return 0;
  });
}

/** The route a path names and its params, as Next.js's file-system router matches it. */
function matchRoute(routes: TRoute[], pathname: string) {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
    const last = route.segments.at(-1)!;
    const catchAll = last.startsWith("[...");
    if (catchAll ? parts.length < route.segments.length : route.segments.length !== parts.length)
      continue;
    const params: Record<string, string> = {};
    const ok = route.segments.every((s, i) => {
      if (s.startsWith("[...")) return Boolean((params[s.slice(4, -1)] = parts.slice(i).join("/")));
      if (s.startsWith("[")) return Boolean((params[s.slice(1, -1)] = parts[i]!));
      return s === parts[i];
    });
    if (ok) return { route, params };
  }
  return null;
}

async function handle(routes: TRoute[], req: IncomingMessage, res: ServerResponse, origin: string) {
  const url = new URL(req.url ?? "/", origin);
  const match = matchRoute(routes, url.pathname);
  const method = req.method ?? "GET";
  const mod = match
    ? ((await import(pathToFileURL(match.route.file).href)) as Record<string, THandler>)
    : null;
  const handler = mod?.[method];
  if (!match || !handler) {
    res
      .writeHead(404, { "content-type": "text/plain" })
      .end(`No route for ${method} ${url.pathname}`);
    return;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  const hasBody = method !== "GET" && method !== "HEAD";
  const request = new NextRequest(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await handler(request, { params: Promise.resolve(match.params) });
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    out[key] = key === "set-cookie" ? response.headers.getSetCookie() : value;
  });
  res.writeHead(response.status, out);
  if (response.body) await pipeline(Readable.fromWeb(response.body as TWebStream<Uint8Array>), res);
  else res.end();
}

/**
 * A Node HTTP server on 127.0.0.1 (a random port) that answers /api/... with the app's real
 * route handlers (app/api/**\/route.ts, loaded on first use, matched as Next.js matches the
 * file-system routes, [param] segments included), streaming bodies both ways: the API for a
 * test without building Next.js. Runs in the test's process, on its database.
 */
export async function startRouteServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const routes = listRoutes();
  let origin = "";
  const server = createServer((req, res) => {
    handle(routes, req, res, origin).catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
