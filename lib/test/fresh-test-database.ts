// Vitest setup file of the "db" project (vitest.config.ts): its test files share one module
// graph per worker, so the Prisma client is loaded once. Before each file this gives it a
// private copy of the migrated template, as lib/test/test-db.ts does for a file with a graph of
// its own, and points the loaded client at it (lib/db/client.ts useTestDatabase).
import { copyTestDatabase } from "./copy-test-database";

const loaded = (globalThis as { rubricateDb?: unknown }).rubricateDb !== undefined;
process.env.DATABASE_URL = copyTestDatabase({ tag: "db" });
process.env.RUBRICATE_TEST_DB_READY = "1";
if (loaded) {
  const { useTestDatabase } = await import("@/lib/db/client");
  await useTestDatabase({ url: process.env.DATABASE_URL });
}
