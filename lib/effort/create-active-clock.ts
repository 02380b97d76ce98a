import { IDLE_CUTOFF_MS } from "./schemas";

export type TActiveClock = {
  /** A key, click, pointer move or scroll at `now()`: the next `idleMs` count. */
  activity: () => void;
  /** The page became visible (counts as activity) or hidden (stops counting at once). */
  visibility: (visible: boolean) => void;
  /** The active milliseconds since the last take (rounded), and starts again from zero. */
  take: () => number;
  /** Puts back time a failed save took, so the next save reports it. */
  giveBack: (ms: number) => void;
};

/**
 * Active time, not wall time: time counts only while the page is visible and the user did
 * something in the last `idleMs` (default IDLE_CUTOFF_MS). An idle stretch counts up to
 * `idleMs` after the last activity, then nothing until the next one. Starts active when
 * `visible`. No I/O: the clock is `now` (performance.now in the browser).
 */
export function createActiveClock(options: {
  now: () => number;
  visible: boolean;
  idleMs?: number;
}): TActiveClock {
  const { now } = options;
  const idleMs = options.idleMs ?? IDLE_CUTOFF_MS;
  let visible = options.visible;
  let spent = 0;
  let countedUntil = now();
  let activeUntil = visible ? countedUntil + idleMs : countedUntil;

  const advance = (t: number) => {
    if (visible) spent += Math.max(0, Math.min(t, activeUntil) - countedUntil);
    countedUntil = Math.max(countedUntil, t);
  };
  return {
    activity: () => {
      const t = now();
      advance(t);
      if (visible) activeUntil = t + idleMs;
    },
    visibility: (next) => {
      const t = now();
      advance(t);
      visible = next;
      activeUntil = next ? t + idleMs : t;
    },
    take: () => {
      advance(now());
      const out = Math.round(spent);
      spent = 0;
      return out;
    },
    giveBack: (ms) => {
      if (Number.isFinite(ms) && ms > 0) spent += ms;
    },
  };
}
