import { createReadStream } from "node:fs";

/** Where an import file is: in memory (tests, the demo seed) or on disk (CLI, uploads). */
export type TImportSource = { bytes: Uint8Array } | { path: string };

const CHUNK_BYTES = 1024 * 1024;

/** The file's bytes as a stream of chunks; a fresh one on every call, so a file can be read twice. */
export function openImportChunks(options: {
  source: TImportSource;
}): AsyncIterable<Uint8Array> | Iterable<Uint8Array> {
  const { source } = options;
  if ("path" in source)
    return createReadStream(source.path, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>;
  const { bytes } = source;
  return {
    *[Symbol.iterator]() {
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES)
        yield bytes.subarray(at, at + CHUNK_BYTES);
    },
  };
}
