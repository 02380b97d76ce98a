// Pure helpers for the progress `npm start` shows while `next build` runs (scripts/build.mjs):
// which build phase a line of Next's output starts, how far along the build is from the
// previous build's recorded phase times (or defaults), and the lines printed. No I/O here.

/** The phases `next build` reports, in order: the line that starts each and its default share of the time. */
export const BUILD_PHASES = [
  { id: "start", label: "Starting Next.js", match: /▲ Next\.js|Running next\.config/, share: 0.02 },
  {
    id: "compile",
    label: "Compiling the app",
    match: /Creating an optimized production build/,
    share: 0.78,
  },
  {
    id: "types",
    label: "TypeScript",
    match: /Running TypeScript|Skipping validation of types/,
    share: 0.04,
  },
  { id: "collect", label: "Collecting page data", match: /Collecting page data/, share: 0.08 },
  { id: "generate", label: "Generating pages", match: /Generating static pages/, share: 0.04 },
  {
    id: "finalize",
    label: "Finalizing",
    match: /Finalizing page optimization|Collecting build traces/,
    share: 0.04,
  },
];

/** A first build on 2 cores took about 2.5 minutes (bench/RESULTS.md, "First start"). */
export const DEFAULT_BUILD_MS_ON_2_CORES = 150_000;

/** The id of the phase a line of `next build` output starts, or null. */
export function phaseOfLine({ line }) {
  const plain = line.replace(/\u001b\[[0-9;]*m/g, "");
  return BUILD_PHASES.find((p) => p.match.test(plain))?.id ?? null;
}

/**
 * Expected milliseconds per phase: the previous build's times when recorded (a phase it did not
 * reach gets its default share of that build), else the default total scaled to the cores.
 */
export function expectedPhaseTimes({ previous, cores }) {
  const total =
    previous?.totalMs > 0
      ? previous.totalMs
      : Math.round((DEFAULT_BUILD_MS_ON_2_CORES * 2) / Math.max(1, Math.min(cores, 8)));
  return Object.fromEntries(
    BUILD_PHASES.map((p) => {
      const recorded = previous?.phases?.[p.id];
      return [p.id, typeof recorded === "number" && recorded >= 0 ? recorded : total * p.share];
    }),
  );
}

/**
 * How far the build is: `phase` is the current phase's id, `phaseElapsedMs` the time spent in it.
 * A phase running longer than expected holds at 95 % of its part; the result never says 100 %.
 */
export function estimateProgress({ expected, phase, phaseElapsedMs }) {
  const ids = BUILD_PHASES.map((p) => p.id);
  const index = Math.max(0, ids.indexOf(phase));
  const total = ids.reduce((s, id) => s + expected[id], 0);
  const before = ids.slice(0, index).reduce((s, id) => s + expected[id], 0);
  const current = expected[ids[index]];
  const inPhase = Math.min(Math.max(0, phaseElapsedMs), current * 0.95);
  const after = ids.slice(index + 1).reduce((s, id) => s + expected[id], 0);
  const overrun = phaseElapsedMs > current;
  return {
    percent: total > 0 ? Math.min(99, Math.floor(((before + inPhase) / total) * 100)) : 0,
    remainingMs: overrun ? null : Math.max(0, current - phaseElapsedMs) + after,
  };
}

/** 75_000 → "1:15". */
export function formatElapsed(ms) {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A duration in words, rounded: "about 40 seconds", "about 1 minute", "about 3 minutes". */
export function formatAbout(ms) {
  const s = Math.max(1, Math.round(ms / 1000));
  if (s < 90) return `about ${Math.max(10, Math.round(s / 10) * 10)} seconds`;
  const m = Math.round(s / 60);
  return `about ${m} minute${m === 1 ? "" : "s"}`;
}

/** The line printed before a build starts. */
export function formatBuildHeader({ firstRun, expectedMs, cores, fromPrevious }) {
  const what = firstRun
    ? "Building the app for the first run"
    : "Rebuilding the app, its sources changed";
  const basis = fromPrevious ? ", as long as the last build" : "";
  return `${what} (${formatAbout(expectedMs)} on ${cores} core${cores === 1 ? "" : "s"}${basis})…`;
}

/** One progress line: "  0:45  38 %  Compiling the app (about 1 minute left)". */
export function formatProgressLine({ elapsedMs, percent, phase, remainingMs }) {
  const label = BUILD_PHASES.find((p) => p.id === phase)?.label ?? phase;
  const left =
    remainingMs === null
      ? " (taking longer than estimated)"
      : remainingMs >= 5_000
        ? ` (${formatAbout(remainingMs)} left)`
        : "";
  return `  ${formatElapsed(elapsedMs).padStart(5)}  ${String(percent).padStart(2)} %  ${label}${left}`;
}

/** The record kept for the next build's estimate: total and per-phase milliseconds. */
export function buildRecord({ starts, endMs }) {
  const ids = BUILD_PHASES.map((p) => p.id).filter((id) => starts[id] !== undefined);
  const phases = {};
  ids.forEach((id, i) => {
    const next = ids[i + 1];
    phases[id] = (next === undefined ? endMs : starts[next]) - starts[id];
  });
  const first = ids.length ? starts[ids[0]] : endMs;
  return { totalMs: endMs - first, phases };
}
