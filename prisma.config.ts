import path from "node:path";
import { defineConfig } from "prisma/config";
import { databaseProvider } from "./lib/db/provider";
import { DEFAULT_DATABASE_URL } from "./lib/env/default-database-url";
import { createPostgresMigrationAdapter } from "./prisma/postgres-migration-adapter";
import { createSqliteMigrationAdapter } from "./prisma/sqlite-migration-adapter";
import { loadEnvFiles } from "./scripts/runtime-env.mjs";

// The Prisma CLI does not load .env when a config file exists: read the app root's .env files
// as the server, the CLI and the workers do (Next's loader; the process environment wins), then
// default the URL, so `npx prisma …` by hand reaches the database `npm start` uses.
loadEnvFiles();
process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;
process.env.CHECKPOINT_DISABLE ??= "1";

// DATABASE_URL picks the provider: postgres(ql):// uses the generated PostgreSQL schema and
// its own migrations (prisma/postgresql), anything else the SQLite default.
const url = process.env.DATABASE_URL;
const postgres = databaseProvider(url) === "postgresql";
const dir = postgres ? path.join("prisma", "postgresql") : "prisma";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(dir, "schema.prisma"),
  migrations: { path: path.join(dir, "migrations") },
  async adapter() {
    return postgres ? createPostgresMigrationAdapter(url) : createSqliteMigrationAdapter(url);
  },
});
