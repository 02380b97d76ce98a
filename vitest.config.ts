import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { listTestFiles, touchesDatabase } from "./scripts/select-database-tests.mjs";

const root = import.meta.dirname;
// A test that mocks modules or stubs globals keeps a module graph of its own.
const STUBS = /vi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\(/;
// So does a database test that chooses or reads its database URL itself, sets the environment
// a module reads once, or runs the CLI or a worker in its process or another.
const OWN_DATABASE =
  /DATABASE_URL|copyTestDatabase|process\.env\.\w+ =|delete process\.env|spawn-worker|start-remote-cli-test|child_process|rubricate\.mjs/;
const text = (file: string) => readFileSync(path.join(root, file), "utf8");
const kind = (file: string): "own" | "db" | "shared" => {
  const t = text(file);
  if (STUBS.test(t)) return "own";
  if (!touchesDatabase(t)) return "shared";
  return OWN_DATABASE.test(t) ? "own" : "db";
};
const files = listTestFiles({ root });
const of = (k: string) => files.filter((f) => kind(f) === k);

/**
 * Three projects. Every test file gets a database of its own, and
 * - "own": files that mock modules, stub globals or set their database or environment
 *   themselves get a fresh module graph each (test-db points DATABASE_URL at the file's copy
 *   before the Prisma client loads);
 * - "db": the other files that may reach a database (scripts/select-database-tests.mjs) share
 *   one module graph per worker: a setup file copies the file's database and points the loaded
 *   client at it (lib/test/fresh-test-database.ts);
 * - "shared": the pure ones (statistics, parsing, prompts) share one too.
 * Sharing spares a process start and a module load (Prisma's above all) per file
 * (bench/RESULTS.md, "Vitest projects" and "Database tests in one module graph").
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
      { extends: true, test: { name: "own", include: of("own") } },
      // Database tests that only call the domain layer share a module graph per worker too; each
      // still gets a database of its own (lib/test/fresh-test-database.ts).
      {
        extends: true,
        test: {
          name: "db",
          include: of("db"),
          isolate: false,
          setupFiles: ["lib/test/fresh-test-database.ts"],
        },
      },
      { extends: true, test: { name: "shared", include: of("shared"), isolate: false } },
    ],
  },
});
