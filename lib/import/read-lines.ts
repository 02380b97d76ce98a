export type TRawLine = { line: number; text: string } | { line: number; error: string };

const NEWLINE = 0x0a;

/**
 * Splits a file's bytes into numbered lines, decoding each as strict UTF-8 so a
 * bad byte is reported on its own line. Blank lines are dropped (numbers kept).
 */
export function readLines(options: { bytes: Uint8Array }): TRawLine[] {
  const { bytes } = options;
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const out: TRawLine[] = [];
  let start = 0;
  let line = 1;
  while (start <= bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    const chunk = bytes.subarray(start, end);
    if (chunk.length > 0) {
      try {
        const text = decoder.decode(chunk);
        if (text.trim() !== "") out.push({ line, text });
      } catch {
        const at = firstInvalidUtf8Offset(chunk);
        out.push({ line, error: `not valid UTF-8 (bad byte 0x${chunk[at]?.toString(16).padStart(2, "0")} at column ${at + 1}); re-save the file as UTF-8` });
      }
    }
    start = end + 1;
    line += 1;
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
