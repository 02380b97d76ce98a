import { describe, expect, it } from "vitest";
import {
  BUILD_PHASES,
  buildRecord,
  estimateProgress,
  expectedPhaseTimes,
  formatAbout,
  formatBuildHeader,
  formatElapsed,
  formatProgressLine,
  phaseOfLine,
} from "@/scripts/build-progress.mjs";

const ids = BUILD_PHASES.map((p) => p.id);
const sum = (o: Record<string, number>) => Object.values(o).reduce((s, x) => s + x, 0);

describe("next build progress", () => {
  it("recognises the phase lines Next prints, with or without colours", () => {
    expect(phaseOfLine({ line: "   ▲ Next.js 16.4.6 (Turbopack)" })).toBe("start");
    expect(phaseOfLine({ line: "   Creating an optimized production build ..." })).toBe("compile");
    expect(phaseOfLine({ line: " ✓ Compiled successfully in 85s" })).toBeNull();
    expect(phaseOfLine({ line: "   Skipping validation of types" })).toBe("types");
    expect(phaseOfLine({ line: "   Running TypeScript ..." })).toBe("types");
    expect(
      phaseOfLine({
        line: "\u001b[37m\u001b[1m \u001b[22m\u001b[39mCollecting page data using 1 worker ...",
      }),
    ).toBe("collect");
    expect(phaseOfLine({ line: "   Generating static pages using 1 worker (0/3) ..." })).toBe(
      "generate",
    );
    expect(phaseOfLine({ line: "   Finalizing page optimization ..." })).toBe("finalize");
    expect(phaseOfLine({ line: "├ ƒ /projects/[slug]/agreement" })).toBeNull();
  });

  it("expects the default 2.5 minutes on 2 cores without a previous build, less with more cores", () => {
    expect(sum(expectedPhaseTimes({ previous: null, cores: 2 }))).toBeCloseTo(150_000, -1);
    expect(sum(expectedPhaseTimes({ previous: null, cores: 4 }))).toBeCloseTo(75_000, -1);
    expect(sum(expectedPhaseTimes({ previous: null, cores: 1 }))).toBeCloseTo(300_000, -1);
  });

  it("expects the previous build's phase times, and a share of its total for a phase it lacks", () => {
    const previous = { totalMs: 100_000, phases: { start: 1_000, compile: 90_000 } };
    const expected = expectedPhaseTimes({ previous, cores: 2 });
    expect(expected.start).toBe(1_000);
    expect(expected.compile).toBe(90_000);
    expect(expected.collect).toBeCloseTo(
      100_000 * BUILD_PHASES.find((p) => p.id === "collect")!.share,
    );
  });

  it("counts finished phases and the time spent in the current one, and never reaches 100 %", () => {
    const expected = Object.fromEntries(ids.map((id) => [id, 10_000]));
    expect(estimateProgress({ expected, phase: "start", phaseElapsedMs: 0 })).toEqual({
      percent: 0,
      remainingMs: 60_000,
    });
    // Two phases done, half of the third: 25 of 60 seconds.
    expect(estimateProgress({ expected, phase: "types", phaseElapsedMs: 5_000 })).toEqual({
      percent: 41,
      remainingMs: 35_000,
    });
    // A phase taking longer than expected holds at 95 % of its part and has no time left to show.
    expect(estimateProgress({ expected, phase: "finalize", phaseElapsedMs: 60_000 })).toEqual({
      percent: 99,
      remainingMs: null,
    });
  });

  it("formats elapsed time, durations in words, the header and a progress line", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(75_400)).toBe("1:15");
    expect(formatAbout(42_000)).toBe("about 40 seconds");
    expect(formatAbout(3_000)).toBe("about 10 seconds");
    expect(formatAbout(100_000)).toBe("about 2 minutes");
    expect(formatAbout(60_000)).toBe("about 60 seconds");
    expect(formatAbout(95_000)).toBe("about 2 minutes");
    expect(formatAbout(80_000 + 60_000)).toBe("about 2 minutes");
    expect(
      formatBuildHeader({ firstRun: true, expectedMs: 120_000, cores: 2, fromPrevious: false }),
    ).toBe("Building the app for the first run (about 2 minutes on 2 cores)…");
    expect(
      formatBuildHeader({ firstRun: false, expectedMs: 30_000, cores: 1, fromPrevious: true }),
    ).toBe(
      "Rebuilding the app, its sources changed (about 30 seconds on 1 core, as long as the last build)…",
    );
    expect(
      formatProgressLine({ elapsedMs: 45_000, percent: 38, phase: "compile", remainingMs: 70_000 }),
    ).toBe("   0:45  38 %  Compiling the app (about 70 seconds left)");
    expect(
      formatProgressLine({ elapsedMs: 125_000, percent: 99, phase: "finalize", remainingMs: null }),
    ).toBe("   2:05  99 %  Finalizing (taking longer than estimated)");
    expect(
      formatProgressLine({ elapsedMs: 1_000, percent: 5, phase: "types", remainingMs: 2_000 }),
    ).toBe("   0:01   5 %  TypeScript");
  });

  it("records each reached phase's time up to the next one's start, and the total", () => {
    const record = buildRecord({
      starts: { start: 1_000, compile: 2_000, collect: 92_000, finalize: 100_000 },
      endMs: 104_000,
    });
    expect(record).toEqual({
      totalMs: 103_000,
      phases: { start: 1_000, compile: 90_000, collect: 8_000, finalize: 4_000 },
    });
  });
});
