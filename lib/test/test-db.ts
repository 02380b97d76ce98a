// Import first in a test file that touches the database: points DATABASE_URL
// at a private copy of the migrated template before the Prisma client loads.
import { copyTestDatabase } from "./copy-test-database";

export const TEST_DATABASE_URL = copyTestDatabase({ tag: "db" });
process.env.DATABASE_URL = TEST_DATABASE_URL;
