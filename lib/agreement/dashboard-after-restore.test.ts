import path from "node:path";
import { fileURLToPath } from "node:url";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { testProvider } from "@/lib/test/copy-test-database";
import { makeCliRunner } from "@/lib/test/run-cli";

// The le2019 study and SE-Jury's scores ship beside the checkout in ../shared; the product never reads them at run time.
const le2019 = (name: string) =>
  fileURLToPath(new URL(`../../../shared/data/le2019/${name}`, import.meta.url));
// The dump comes from SQLite and is restored into the suite's engine (PostgreSQL when it runs there).
const source = makeCliRunner({ tag: "restore-source", provider: "sqlite" });
const target = makeCliRunner({ tag: "restore-target" });

const ok = (r: { status: number | null; stderr: string; stdout: string }) => {
  expect(r.status, (r.stderr || r.stdout).slice(0, 500)).toBe(0);
  return r.stdout;
};

describe(`the agreement dashboard after export (SQLite) / import --dump (${testProvider()})`, () => {
  it("is the same JSON, bootstrap bounds and default runs included", async () => {
    ok(source.run("user", "create", "--email", "boss@example.org", "--role", "admin"));
    ok(source.run("project", "create", "--slug", "le", "--name", "Le 2019"));
    for (const kind of ["bugs", "patches"])
      ok(source.run("import", le2019(`${kind}.jsonl`), "--project", "le", "--kind", kind));
    const created = ok(
      source.run(
        ...["campaign", "create", "--project", "le", "--name", "Le et al. 2019"],
        ...["--selection", "none", "--allow-unsure"],
      ),
    );
    const campaignId = /Created campaign (\S+):/.exec(created)![1]!;
    ok(
      source.run(
        ...["ratings", "import", le2019("ratings.csv"), "--project", "le"],
        ...["--campaign", campaignId],
      ),
    );
    // Six external runs created at one instant: the default four must not depend on row order.
    ok(
      source.run(
        ...["judge", "import", le2019("llm-scores.jsonl"), "--project", "le"],
        ...["--name", "SE-Jury", "--model", "gpt-4o-mini", "--split", "strategy"],
        ...["--threshold", "50", "--dont-know", "50=INVALID", "--campaign", campaignId],
      ),
    );
    // Past labelling, so the dashboard shows the campaign (its reveal's consensus rows are not read).
    const db = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: source.url }) });
    try {
      await db.campaign.update({ where: { id: campaignId }, data: { phase: "reveal" } });
    } finally {
      await db.$disconnect();
    }
    const dashboard = ["dashboard", "--project", "le", "--replicates", "200", "--seed", "7"];
    const before = JSON.parse(ok(source.run(...dashboard)));
    expect(before.judge).toHaveLength(4);
    expect(before.human.items).toBe(189);

    const dump = path.join(source.dir, "le.jsonl");
    ok(source.run("export", "--project", "le", "--out", dump));
    ok(target.run("import", "--dump", dump));
    const after = JSON.parse(ok(target.run(...dashboard)));
    expect(after.judge.map((j: { run: { label: string } }) => j.run.label)).toEqual(
      before.judge.map((j: { run: { label: string } }) => j.run.label),
    );
    expect(after).toEqual(before);
  }, 180_000); // a dozen CLI processes, each starting Prisma
});
