export type TRawLine = { line: number; text: string } | { line: number; error: string };

const NEWLINE = 0x0a;

/** Longest line read (16 MB): a patch may reach 1 MB, a bug report and its fix a few more. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/**
 * Splits a stream of bytes into numbered lines as they arrive, decoding each as strict UTF-8 so
 * a bad byte is reported on its own line. Blank lines are dropped (numbers kept). Only the line
 * being read is held: a line longer than `maxLineBytes` is reported and its bytes skipped, so a
 * 200 MB file is read in bounded memory.
 */
export async function* readLines(options: {
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  maxLineBytes?: number;
}): AsyncGenerator<TRawLine> {
  const maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let parts: Uint8Array[] = [];
  let length = 0;
  let tooLong = false;
  let line = 1;

  const finish = (): TRawLine | null => {
    const bytes = parts.length === 1 ? parts[0]! : concat(parts, length);
    const wasTooLong = tooLong;
    parts = [];
    length = 0;
    tooLong = false;
    if (wasTooLong)
      return {
        line,
        error: `line longer than ${Math.round(maxLineBytes / 1024 / 1024)} MB; split it or shorten its fields`,
      };
    if (bytes.length === 0) return null;
    try {
      const text = decoder.decode(bytes);
      return text.trim() === "" ? null : { line, text };
    } catch {
      const at = firstInvalidUtf8Offset(bytes);
      return {
        line,
        error: `not valid UTF-8 (bad byte 0x${bytes[at]?.toString(16).padStart(2, "0")} at column ${at + 1}); re-save the file as UTF-8`,
      };
    }
  };
  const append = (segment: Uint8Array) => {
    if (tooLong || segment.length === 0) return;
    if (length + segment.length > maxLineBytes) {
      tooLong = true;
      parts = [];
      length = 0;
      return;
    }
    parts.push(segment);
    length += segment.length;
  };

  for await (const chunk of options.chunks) {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      if (end === -1) break;
      append(chunk.subarray(start, end));
      const out = finish();
      if (out) yield out;
      line += 1;
      start = end + 1;
    }
    // The rest of the chunk starts the next line; copied, as a stream may reuse its buffer.
    if (start < chunk.length) append(chunk.slice(start));
  }
  const out = finish();
  if (out) yield out;
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function firstInvalidUtf8Offset(chunk: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let lo = 0;
  let hi = chunk.length;
  // Smallest prefix length that fails to decode, found by bisection.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    try {
      decoder.decode(chunk.subarray(0, mid + 1));
      lo = mid + 1;
    } catch {
      hi = mid;
    }
  }
  // Step back over the start of an incomplete multi-byte sequence.
  let at = Math.min(lo, chunk.length - 1);
  while (at > 0 && ((chunk[at] ?? 0) & 0xc0) === 0x80) at -= 1;
  return at;
}
