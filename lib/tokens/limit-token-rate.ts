const WINDOW_MS = 60_000;
const windows = new Map<string, { start: number; count: number }>();

/**
 * Counts one request for a token in its current one-minute window (per server process) and
 * returns 0 when it is within `perMinute`, otherwise the milliseconds until the window ends.
 */
export function limitTokenRate(options: {
  tokenId: string;
  perMinute: number;
  now: number;
}): number {
  const { tokenId, perMinute, now } = options;
  let window = windows.get(tokenId);
  if (!window || now - window.start >= WINDOW_MS) {
    window = { start: now, count: 0 };
    windows.set(tokenId, window);
    if (windows.size > 10_000) {
      for (const [id, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(id);
    }
  }
  window.count += 1;
  return window.count > perMinute ? window.start + WINDOW_MS - now : 0;
}
