// Types for scripts/build-progress.mjs (plain JS, used by scripts/next-build.mjs).
declare module "@/scripts/build-progress.mjs" {
  export type TBuildPhase = { id: string; label: string; match: RegExp; share: number };
  export type TBuildRecord = { totalMs: number; phases: Record<string, number> };
  export const BUILD_PHASES: TBuildPhase[];
  export const DEFAULT_BUILD_MS_ON_2_CORES: number;
  export function phaseOfLine(options: { line: string }): string | null;
  export function expectedPhaseTimes(options: {
    previous: Partial<TBuildRecord> | null;
    cores: number;
  }): Record<string, number>;
  export function estimateProgress(options: {
    expected: Record<string, number>;
    phase: string;
    phaseElapsedMs: number;
  }): { percent: number; remainingMs: number | null };
  export function formatElapsed(ms: number): string;
  export function formatAbout(ms: number): string;
  export function formatBuildHeader(options: {
    firstRun: boolean;
    expectedMs: number;
    cores: number;
    fromPrevious: boolean;
  }): string;
  export function formatProgressLine(options: {
    elapsedMs: number;
    percent: number;
    phase: string;
    remainingMs: number | null;
  }): string;
  export function buildRecord(options: {
    starts: Record<string, number>;
    endMs: number;
  }): TBuildRecord;
}
