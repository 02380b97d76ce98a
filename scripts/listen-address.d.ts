// Types for scripts/listen-address.mjs (plain JS, used by `npm start` and the CLI).
declare module "@/scripts/listen-address.mjs" {
  export const DEFAULT_HOST: string;
  export const DEFAULT_PORT: string;
  export const KEEP_ALIVE_MS: string;
  export function listenAddress(env: Record<string, string | undefined>): {
    host: string;
    port: string;
  };
  export function isLoopback(host: string): boolean;
  export function nextStartArgs(env: Record<string, string | undefined>): string[];
}
