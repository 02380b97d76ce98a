/**
 * The database when DATABASE_URL is unset: a SQLite file relative to the checkout. The plain-JS
 * start-up scripts keep the same value in scripts/runtime-env.mjs (lib/env/env-schema.test.ts
 * checks that the two agree).
 */
export const DEFAULT_DATABASE_URL = "file:./data/rubricate.db";
