export type TInterner = {
  /** Code of the trimmed value (new codes follow first appearance); −1 when it is blank. */
  codeOf: (value: string) => number;
  /** Same for the UTF-8 bytes `bytes[from…to)`, without allocating anything unless the value is new. */
  codeOfBytes: (bytes: Uint8Array, from: number, to: number) => number;
  /**
   * Same for `bytes[from…to)` already known to need no trimming (first and last byte printable
   * ASCII) whose FNV-1a hash the caller computed while scanning them (FNV_OFFSET,
   * FNV_PRIME): the bytes are not read again unless a stored value has that hash.
   */
  codeOfHashed: (bytes: Uint8Array, from: number, to: number, hash: number) => number;
  /** The distinct values so far, by code. */
  names: () => string[];
};

/** FNV-1a (32 bits) over a value's UTF-8 bytes: h = FNV_OFFSET, then h = Math.imul(h ^ byte, FNV_PRIME). */
export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

const decoder = new TextDecoder();
const encoder = new TextEncoder();
const isSpace = (b: number) => b === 32 || (b >= 9 && b <= 13);

/**
 * Interns values to dense integer codes with an open-addressing hash table over their UTF-8
 * bytes, kept in one byte pool, so a million-row file allocates nothing per field and the
 * strings are made once, at the end. Values are trimmed as String.prototype.trim does.
 */
export function createInterner(): TInterner {
  let count = 0;
  let pool = new Uint8Array(1 << 16);
  let used = 0;
  let ascii = true;
  let ends = new Int32Array(1 << 10); // key k spans pool[ends[k − 1] … ends[k])
  let hashes = new Int32Array(1 << 10);
  let slots = new Int32Array(1 << 12).fill(-1);
  let cached: string[] | null = null;

  const startOf = (code: number) => (code === 0 ? 0 : ends[code - 1]!);
  const place = (code: number) => {
    const mask = slots.length - 1;
    let s = hashes[code]! & mask;
    while (slots[s] !== -1) s = (s + 1) & mask;
    slots[s] = code;
  };
  const insert = (bytes: Uint8Array, from: number, to: number, hash: number) => {
    const size = to - from;
    if (used + size > pool.length) pool = grown(pool, used + size);
    for (let k = 0; k < size; k++) {
      const b = bytes[from + k]!;
      if (b >= 0x80) ascii = false;
      pool[used + k] = b;
    }
    used += size;
    if (count === ends.length) {
      ends = grown(ends, count + 1);
      hashes = grown(hashes, count + 1);
    }
    ends[count] = used;
    hashes[count] = hash;
    count += 1;
    cached = null;
    if (count * 2 > slots.length) {
      slots = new Int32Array(slots.length * 2).fill(-1);
      for (let code = 0; code < count; code++) place(code);
    } else place(count - 1);
    return count - 1;
  };
  let last = -1;
  const lookup = (bytes: Uint8Array, from: number, to: number) => {
    // Files often repeat the previous row's value (ratings grouped by item): compare before hashing.
    if (last >= 0 && samePoolBytes(pool, startOf(last), ends[last]!, bytes, from, to)) return last;
    last = find(bytes, from, to);
    return last;
  };
  const find = (bytes: Uint8Array, from: number, to: number) => {
    let h = FNV_OFFSET;
    for (let at = from; at < to; at++) h = Math.imul(h ^ bytes[at]!, FNV_PRIME);
    return probe(bytes, from, to, h);
  };
  const probe = (bytes: Uint8Array, from: number, to: number, h: number) => {
    const mask = slots.length - 1;
    let s = h & mask;
    for (let code = slots[s]!; code !== -1; code = slots[s]!) {
      if (hashes[code] === h && samePoolBytes(pool, startOf(code), ends[code]!, bytes, from, to))
        return code;
      s = (s + 1) & mask;
    }
    return insert(bytes, from, to, h);
  };
  const codeOf = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === "") return -1;
    const bytes = encoder.encode(trimmed);
    return lookup(bytes, 0, bytes.length);
  };
  const codeOfBytes = (bytes: Uint8Array, from: number, to: number) => {
    while (from < to && isSpace(bytes[from]!)) from += 1;
    while (to > from && isSpace(bytes[to - 1]!)) to -= 1;
    if (from === to) return -1;
    // A non-ASCII edge may be Unicode whitespace: let String.prototype.trim decide.
    if (bytes[from]! >= 0x80 || bytes[to - 1]! >= 0x80)
      return codeOf(decoder.decode(bytes.subarray(from, to)));
    return lookup(bytes, from, to);
  };
  const codeOfHashed = (bytes: Uint8Array, from: number, to: number, hash: number) => {
    if (
      last >= 0 &&
      hashes[last] === hash &&
      samePoolBytes(pool, startOf(last), ends[last]!, bytes, from, to)
    )
      return last;
    last = probe(bytes, from, to, hash);
    return last;
  };
  const names = () => {
    if (cached) return cached;
    const list: string[] = new Array(count);
    // ASCII: one decode of the pool, then cheap slices (byte offsets are char offsets).
    const all = ascii ? decoder.decode(pool.subarray(0, used)) : "";
    for (let code = 0; code < count; code++) {
      list[code] = ascii
        ? all.slice(startOf(code), ends[code])
        : decoder.decode(pool.subarray(startOf(code), ends[code]));
    }
    cached = list;
    return list;
  };
  return { codeOf, codeOfBytes, codeOfHashed, names };
}

function samePoolBytes(
  pool: Uint8Array,
  start: number,
  end: number,
  bytes: Uint8Array,
  from: number,
  to: number,
): boolean {
  if (end - start !== to - from) return false;
  for (let k = 0; k < end - start; k++) if (pool[start + k] !== bytes[from + k]) return false;
  return true;
}

function grown<T extends Uint8Array | Int32Array>(array: T, atLeast: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(
    Math.max(array.length * 2, atLeast),
  );
  bigger.set(array);
  return bigger;
}
