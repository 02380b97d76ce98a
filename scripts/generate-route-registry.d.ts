// Types for scripts/generate-route-registry.mjs (the OpenAPI document's route registry).
declare module "@/scripts/generate-route-registry.mjs" {
  /** The generated registry's path, relative to the checkout. */
  export const REGISTRY_FILE: string;
  /** Route files the registry leaves out (better-auth's; the document's own route). */
  export const NOT_LISTED: string[];
  /** The registry file's text as the script would write it now. */
  export function renderRegistry(): Promise<string>;
  /** The comment above a route file's handler for `method`, as one line. */
  export function summaryOf(text: string, method: string): string | undefined;
}
