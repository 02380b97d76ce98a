// Types for scripts/test-databases.mjs (plain JS, shared with the e2e server and scripts/test.mjs).
declare module "@/scripts/test-databases.mjs" {
  export function testPostgresUrl(): string | null;
  export function databaseUrl(adminUrl: string, name: string): string;
  export function createDatabase(options: { adminUrl: string; name: string; template?: string }): Promise<string>;
  export function dropDatabase(options: { adminUrl: string; name: string }): Promise<void>;
}
