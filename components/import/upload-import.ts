import type { TImportReport } from "@/lib/import/schemas";
import { ApiError } from "@/components/query/fetch-json";

/** Uploads an import file with XHR so upload progress can be shown (fetch has no upload progress). */
export function uploadImport(options: {
  slug: string;
  file: File;
  kind: string;
  skipInvalid: boolean;
  onProgress: (fraction: number) => void;
}): Promise<TImportReport> {
  const body = new FormData();
  body.set("file", options.file);
  body.set("kind", options.kind);
  body.set("skipInvalid", String(options.skipInvalid));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/projects/${encodeURIComponent(options.slug)}/imports`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", "The upload failed: the server could not be reached."));
    xhr.onload = () => {
      const data = xhr.response as { report?: TImportReport; error?: { code: string; message: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && data?.report) resolve(data.report);
      else reject(new ApiError(xhr.status, data?.error?.code ?? "HTTP", data?.error?.message ?? `Upload failed (${xhr.status}).`));
    };
    xhr.send(body);
  });
}
