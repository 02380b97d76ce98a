/** Query parameters of a request; undefined ones are left out. */
export type TQuery = Record<string, string | undefined>;

type TRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH";
  /** Path below /api/projects/<slug>/ (or absolute from /api with a leading slash). */
  path: string;
  query?: TQuery;
  /** A JSON body (an object), or a FormData (multipart, its file parts streamed from disk). */
  body?: unknown;
};

/** The HTTP client of the remote CLI: one server, one token, one project. */
export type TRemoteClient = {
  server: string;
  /** The response of a request that succeeded (2xx); any other answer throws a one-line error. */
  request: (options: TRequest) => Promise<Response>;
  /** The JSON body of a request that succeeded. */
  json: <T>(options: TRequest) => Promise<T>;
};

/** The server's error body (lib/errors/to-error-response.ts). */
type TErrorBody = {
  error?: { code?: string; message?: string; fields?: { path: string; message: string }[] };
};

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** What a failed request prints: the server's message, its code and status, and what to do. */
async function describeFailure(res: Response, url: string): Promise<string> {
  const type = res.headers.get("content-type") ?? "";
  const status = `HTTP ${res.status}`;
  if (!type.includes("application/json"))
    return `the server at ${url} answered ${status} with ${type || "no content type"}, not Rubricate's JSON: is RUBRICATE_SERVER the address of a Rubricate server?`;
  const body = (await res.json().catch(() => null)) as TErrorBody | null;
  const message = oneLine(body?.error?.message ?? res.statusText ?? "request failed");
  const code = body?.error?.code ? ` ${body.error.code}` : "";
  const hint =
    res.status === 401
      ? " The token in RUBRICATE_TOKEN was refused (unknown, revoked or expired?); create a new one in the server's Settings → API tokens."
      : res.status === 429
        ? ` Retry after ${res.headers.get("retry-after") ?? "a minute"} s.`
        : "";
  return `${message} (${status}${code})${hint}`;
}

/**
 * A client for a Rubricate server's /api routes with `Authorization: Bearer <token>`. Every
 * failure throws an Error of one line: the server's message with its status and code (401 with
 * what to do about the token, 422 naming the fields, 429 with Retry-After), an answer that is
 * not the server's JSON, or a server that cannot be reached.
 */
export function createRemoteClient(options: {
  server: string;
  token: string;
  project: string;
}): TRemoteClient {
  const server = options.server.replace(/\/+$/, "");
  const projectBase = `/api/projects/${encodeURIComponent(options.project)}`;
  const request = async (req: TRequest): Promise<Response> => {
    const url = new URL(
      `${server}${req.path.startsWith("/") ? req.path : `${projectBase}/${req.path}`}`,
    );
    for (const [key, value] of Object.entries(req.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) body = req.body;
    else if (req.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(req.body);
    }
    let res: Response;
    try {
      res = await fetch(url, { method: req.method ?? "GET", headers, body, redirect: "manual" });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(
        `cannot reach the server at ${server} (${cause?.code ?? cause?.message ?? (err as Error).message}): check RUBRICATE_SERVER or --server.`,
      );
    }
    if (res.ok) return res;
    throw new Error(await describeFailure(res, server));
  };
  const json = async <T>(req: TRequest): Promise<T> => {
    const res = await request(req);
    if (!(res.headers.get("content-type") ?? "").includes("application/json"))
      throw new Error(await describeFailure(res, server));
    return (await res.json()) as T;
  };
  return { server, request, json };
}
