import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as TWebStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@/lib/errors/app-error";

export type TReceivedUpload = {
  /** The uploaded file, spooled to a private temporary directory. */
  path: string;
  fileName: string;
  size: number;
  fields: Record<string, string>;
  /** Removes the temporary file; call it in a finally. */
  remove: () => Promise<void>;
};

const tooLarge = (maxBytes: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `file: larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, {
    limit: maxBytes,
  });

/**
 * Reads a multipart/form-data request as it streams in (busboy): its one file part goes to a
 * temporary file on disk, its small text fields are kept. Nothing the size of the file is held
 * in memory, so a 200 MB upload costs a few MB of RAM (`req.formData()` would buffer it whole,
 * and `arrayBuffer()` copy it again). A file over `maxBytes` is refused (413) as soon as it
 * passes the limit.
 */
export async function receiveUpload(options: {
  req: Request;
  fileField: string;
  maxBytes: number;
}): Promise<TReceivedUpload> {
  const { req, fileField, maxBytes } = options;
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data") || !req.body) {
    throw new AppError(
      "INVALID_INPUT",
      `Send the file as multipart/form-data with a field named ${fileField}.`,
    );
  }
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes + 1024 * 1024)
    throw tooLarge(maxBytes);
  const dir = await mkdtemp(path.join(tmpdir(), "rubricate-upload-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const received = await new Promise<Omit<TReceivedUpload, "remove">>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: { "content-type": type },
          limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000 },
        });
      } catch {
        return reject(
          new AppError(
            "INVALID_INPUT",
            `Send the file as multipart/form-data with a field named ${fileField}.`,
          ),
        );
      }
      const fields: Record<string, string> = {};
      let file: Promise<{ fileName: string; size: number }> | null = null;
      const target = path.join(dir, "upload");
      parser.on("field", (name, value) => {
        fields[name] = value;
      });
      parser.on("file", (name, stream, info) => {
        if (name !== fileField || file) {
          stream.resume();
          return;
        }
        let size = 0;
        let over = false;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
        });
        stream.on("limit", () => {
          over = true;
        });
        file = pipeline(stream, createWriteStream(target)).then(() => {
          if (over) throw tooLarge(maxBytes);
          return { fileName: info.filename || "upload.jsonl", size };
        });
        file.catch(() => undefined);
      });
      parser.on("error", () =>
        reject(new AppError("INVALID_INPUT", "The upload is not valid multipart/form-data.")),
      );
      parser.on("close", () => {
        if (!file)
          return reject(new AppError("INVALID_INPUT", `${fileField}: attach a JSONL file.`));
        file.then((f) => resolve({ path: target, fields, ...f }), reject);
      });
      Readable.fromWeb(req.body as TWebStream<Uint8Array>)
        .on("error", reject)
        .pipe(parser);
    });
    return { ...received, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
