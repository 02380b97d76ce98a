import { z } from "zod";
import { DEFAULT_DATABASE_URL } from "./default-database-url";
import { unsetIfEmpty } from "./unset-if-empty";

/** Where the data lives and where the server listens. */
export const ZServerEnv = z.object({
  /** SQLite file (`file:…`, relative to the checkout) or `postgres(ql)://…`: decides the engine. */
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  /** PostgreSQL connections per process (server, CLI, each worker). */
  DATABASE_POOL_SIZE: unsetIfEmpty(z.coerce.number().int().positive().max(1000).default(10)),
  /**
   * `rubricate worker` (the server's worker processes): run the judge worker's raw SQL (claims,
   * result batches, cache lookups) on a thread of its own, with its own connection or pool
   * (lib/db/move-sql-to-thread.ts). Unset: on with SQLite, off with PostgreSQL.
   */
  DATABASE_SQL_THREAD: unsetIfEmpty(z.stringbool().optional()),
  /** Port `npm start` listens on (scripts/listen-address.mjs reads it before the app starts). */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Address `npm start` listens on; loopback unless set (the demo accounts have a published password). */
  HOST: unsetIfEmpty(z.string().trim().min(1).default("127.0.0.1")),
  /**
   * The checkout's root, where prompts/ and bin/ are read from (lib/env/get-app-root.ts); set by
   * scripts/runtime-env.mjs for `npm start`, the CLI and the e2e server.
   */
  RUBRICATE_ROOT: unsetIfEmpty(z.string().trim().min(1).optional()),
  /** Public origin of the app, e.g. https://rubricate.example.org. */
  APP_URL: z.url().optional(),
  /**
   * Seed the demo project and its accounts on the first start: on | off. Unset: seeded, with the
   * published password on a loopback HOST and random ones otherwise (lib/seed choose-demo-passwords);
   * `on` uses the published password on any address.
   */
  RUBRICATE_DEMO: unsetIfEmpty(z.stringbool().optional()),
  /**
   * Check every JSON response against its route's schema (lib/api/check-response.ts). Unset: on
   * in development and test, off in production (a parse per response; the types already hold).
   */
  RUBRICATE_CHECK_RESPONSES: unsetIfEmpty(z.stringbool().optional()),
});
