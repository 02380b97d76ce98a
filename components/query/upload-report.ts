import { ApiError } from "./fetch-json";

/**
 * Posts a multipart form with XHR so upload progress can be shown (fetch has
 * no upload progress) and resolves with the `report` of the JSON answer (typed by the route's response type).
 * Used by the dataset import and the ratings import.
 */
export function uploadReport<TResponse extends { report: unknown }>(options: {
  url: string;
  fields: Record<string, string | File>;
  onProgress: (fraction: number) => void;
}): Promise<TResponse["report"]> {
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields)) body.set(name, value);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", options.url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress(e.loaded / e.total);
    xhr.onerror = () =>
      reject(new ApiError(0, "NETWORK", "The upload failed: the server could not be reached."));
    xhr.onload = () => {
      const data = xhr.response as
        (Partial<TResponse> & { error?: { code: string; message: string } }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && data?.report) resolve(data.report);
      else
        reject(
          new ApiError(
            xhr.status,
            data?.error?.code ?? "HTTP",
            data?.error?.message ?? `Upload failed (${xhr.status}).`,
          ),
        );
    };
    xhr.send(body);
  });
}
