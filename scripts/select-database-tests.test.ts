import path from "node:path";
import { describe, expect, it } from "vitest";
import { selectDatabaseTests, touchesDatabase } from "@/scripts/select-database-tests.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("selectDatabaseTests (the PostgreSQL pass of npm test)", () => {
  it("keeps a file that uses the test database, the CLI, a process or Prisma", () => {
    expect(touchesDatabase(`import "@/lib/test/test-db";`)).toBe(true);
    expect(touchesDatabase(`import { runCli } from "@/lib/test/run-cli";`)).toBe(true);
    expect(touchesDatabase(`import { prisma } from "@/lib/db/client";`)).toBe(true);
    expect(touchesDatabase(`import { spawn } from "node:child_process";`)).toBe(true);
    expect(touchesDatabase(`process.env.RUBRICATE_TEST_POSTGRES_URL`)).toBe(true);
    expect(touchesDatabase(`import { Prisma } from "@/generated/prisma";`)).toBe(true);
  });

  it("leaves out a pure test", () => {
    expect(
      touchesDatabase(
        `import { fleissKappa } from "@/lib/stats/fleiss-kappa";\nexpect(1).toBe(1);`,
      ),
    ).toBe(false);
  });

  it("selects this repository's database tests and leaves its pure statistics tests out", () => {
    const selected = selectDatabaseTests({ root: ROOT });
    expect(selected).toContain("lib/campaigns/campaign-races.test.ts");
    expect(selected.some((f) => f.startsWith("lib/cli/"))).toBe(true);
    expect(selected).not.toContain("lib/agreement/create-interner.test.ts");
    expect(selected).not.toContain("lib/stats/compute-cohen-kappa.test.ts");
  });
});
