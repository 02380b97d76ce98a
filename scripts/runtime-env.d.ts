// Types for scripts/runtime-env.mjs (plain JS, used by `npm start`, the CLI launcher and the e2e server).
declare module "@/scripts/runtime-env.mjs" {
  export const ROOT: string;
  export const DEFAULT_DATABASE_URL: string;
  export function isPostgresUrl(url: string | undefined): boolean;
  export function applyRuntimeEnv(): NodeJS.ProcessEnv;
}
