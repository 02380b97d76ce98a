// Import first in a test file that touches the database: points DATABASE_URL
// at a private copy of the migrated template before the Prisma client loads.
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const template = process.env.RUBRICATE_TEST_TEMPLATE_DB;
if (!template) throw new Error("RUBRICATE_TEST_TEMPLATE_DB is unset: run DB tests through vitest (lib/test/global-setup.ts).");
const file = path.join(mkdtempSync(path.join(tmpdir(), "rubricate-test-")), "test.db");
copyFileSync(template, file);
process.env.DATABASE_URL = `file:${file}`;

export const TEST_DATABASE_FILE = file;
