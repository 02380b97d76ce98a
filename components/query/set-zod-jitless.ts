/**
 * Turns on zod's `jitless` option without loading zod: zod keeps its global configuration at
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and reads `jitless` before its first
 * object parse. Pages that parse nothing with zod then load none of it (set-zod-jitless.test.ts
 * checks zod still reads the option from there).
 */
export function setZodJitless(): void {
  const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  (g.__zod_globalConfig ??= {}).jitless = true;
}
