import { humanizeErrorMessage } from "@/lib/text/humanize-error-message";

/**
 * An API error with the server's code, message and field errors. `message` is what people read:
 * field paths become their labels ("raterIds: …" → "Raters: …"); `serverMessage` and `fields`
 * keep the paths the API answered with.
 */
export class ApiError extends Error {
  readonly serverMessage: string;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: { path: string; message: string }[] = [],
    readonly details?: unknown,
  ) {
    super(humanizeErrorMessage({ message, fields }));
    this.serverMessage = message;
  }
}

/** fetch → JSON, throwing ApiError with the server's message on any non-2xx answer. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: {
      ...(init?.body && typeof init.body === "string"
        ? { "content-type": "application/json" }
        : {}),
      ...init?.headers,
    },
  });
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: []; details?: unknown };
  } | null;
  if (!res.ok) {
    const e = body?.error;
    throw new ApiError(
      res.status,
      e?.code ?? "HTTP_" + res.status,
      e?.message ?? `Request failed (${res.status}).`,
      e?.fields,
      e?.details,
    );
  }
  return body as T;
}
