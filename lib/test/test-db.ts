// Import first in a test file that touches the database: points DATABASE_URL
// at a private copy of the migrated template before the Prisma client loads.
// In Vitest's "db" project the setup file lib/test/fresh-test-database.ts has done that for the
// file already (and this module is shared by the files of a worker): nothing more to do here.
import { copyTestDatabase } from "./copy-test-database";

if (process.env.RUBRICATE_TEST_DB_READY !== "1")
  process.env.DATABASE_URL = copyTestDatabase({ tag: "db" });

/** The file's database (files that read it run with a module graph of their own). */
export const TEST_DATABASE_URL = process.env.DATABASE_URL!;
