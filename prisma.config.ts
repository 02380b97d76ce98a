import path from "node:path";
import { defineConfig } from "prisma/config";
import { createSqliteMigrationAdapter } from "./prisma/sqlite-migration-adapter";

// The CLI does not load .env when a config file exists; default the URL here so
// `npx prisma …` works on a fresh clone exactly as `npm start` does.
process.env.DATABASE_URL ??= "file:./data/rubricate.db";
process.env.CHECKPOINT_DISABLE ??= "1";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    return createSqliteMigrationAdapter(process.env.DATABASE_URL!);
  },
});
