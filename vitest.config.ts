import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { listTestFiles, touchesDatabase } from "./scripts/select-database-tests.mjs";

const root = import.meta.dirname;
// A pure test that mocks modules or stubs globals keeps a module graph of its own too.
const STUBS = /vi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\(/;
const own = (file: string) => {
  const text = readFileSync(path.join(root, file), "utf8");
  return touchesDatabase(text) || STUBS.test(text);
};
const files = listTestFiles({ root });

/**
 * Two projects. Test files that may reach a database (scripts/select-database-tests.mjs) each
 * get a fresh module graph: test-db points DATABASE_URL at the file's own copy before the
 * Prisma client loads. The pure ones (statistics, parsing, prompts) share one module graph per
 * worker, which spares a start and module load per file (bench/RESULTS.md, "Vitest projects").
 */
export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    environment: "node",
    globalSetup: ["lib/test/global-setup.ts"],
    // At least two files at a time, even on two cores (Vitest's default there is one): a file
    // often waits on a child process, a server or a database. `npm test` sets its own number
    // for each of its two lanes (scripts/test.mjs).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 90_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "own", include: files.filter(own) } },
      {
        extends: true,
        test: { name: "shared", include: files.filter((f) => !own(f)), isolate: false },
      },
    ],
  },
});
