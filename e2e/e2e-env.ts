import path from "node:path";
import { fileURLToPath } from "node:url";

/** Shared by playwright.config.ts (server) and the fixtures (domain layer): one database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** SQLite by default; a database on the test PostgreSQL server when scripts/test.mjs runs the PostgreSQL pass. */
const postgres = process.env.RUBRICATE_TEST_POSTGRES_URL;
export const E2E_DATABASE_URL = postgres
  ? Object.assign(new URL(postgres), { pathname: "/rubricate_e2e" }).toString()
  : `file:${path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".data", "e2e.db")}`;
/** Sign-in attempts per address per minute on the e2e server; the rate-limit test exceeds it. */
export const E2E_RATE_LIMIT = 30;
/**
 * Requests per minute one API token may make on the e2e server (the default, stated): each
 * token of the specs stays below it, but the rate-limit test in authz-matrix-tokens.spec.ts.
 */
export const E2E_TOKEN_RATE_LIMIT = 600;
export const E2E_MOCK_LLM_PORT = Number(process.env.E2E_MOCK_LLM_PORT ?? 3299);
