// Types for scripts/build-cli.mjs (plain JS, used by bin/rubricate.mjs and postinstall).
declare module "@/scripts/build-cli.mjs" {
  /** Where the CLI's JavaScript builds live (node_modules/.cache/rubricate-cli). */
  export const CLI_CACHE: string;
  /** Builds the CLI into `cache`; resolves to the path of its entry (main.js). */
  export function buildCli(options?: { cache?: string }): Promise<string>;
  /** The current build's entry when none of its inputs changed since; null otherwise. */
  export function freshCliBuild(options?: { cache?: string }): string | null;
}
