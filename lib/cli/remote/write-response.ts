import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as TWebStream } from "node:stream/web";

/** A response's body on stdout byte for byte, as it arrives (memory stays bounded on a pipe). */
export async function writeResponse(options: { res: Response }): Promise<void> {
  const { body } = options.res;
  if (!body) return;
  await pipeline(Readable.fromWeb(body as TWebStream<Uint8Array>), process.stdout, { end: false });
}
