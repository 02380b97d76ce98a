// Types for scripts/select-database-tests.mjs (plain JS, used by scripts/test.mjs).
declare module "@/scripts/select-database-tests.mjs" {
  export const DATABASE_MARKERS: RegExp[];
  /** True when the test file's text may reach a database. */
  export function touchesDatabase(text: string): boolean;
  /** The database-touching test files under `folders` of `root`, relative and sorted. */
  export function selectDatabaseTests(options: { root: string; folders?: string[] }): string[];
  export function listTestFiles(options: { root: string; folders?: string[] }): string[];
}
