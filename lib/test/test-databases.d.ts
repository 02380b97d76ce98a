// Types for scripts/test-databases.mjs (plain JS, shared with the e2e server and scripts/test.mjs).
declare module "@/scripts/test-databases.mjs" {
  export function testPostgresUrl(): string | null;
  /** `serverUrl`: any database URL on the server; statements run from its `postgres` database. */
  export function createDatabase(options: {
    serverUrl: string;
    name: string;
    template?: string;
  }): Promise<string>;
  export function dropDatabase(options: { serverUrl: string; name: string }): Promise<void>;
}

// Types for scripts/postgres-names.mjs (names on a PostgreSQL server, no driver loaded).
declare module "@/scripts/postgres-names.mjs" {
  export function quoteIdent(name: string): string;
  export function databaseUrl(url: string, name: string): string;
  export function databaseName(url: string): string;
  export function retryTemplateCopy(attempt: number, message: string): boolean;
  export function templateRetryDelayMs(): number;
}
