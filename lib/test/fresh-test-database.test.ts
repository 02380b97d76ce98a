import "@/lib/test/test-db";
import { expect, it } from "vitest";
import { prisma, sql, useTestDatabase } from "@/lib/db/client";
import { copyTestDatabase } from "./copy-test-database";

const slugs = async () =>
  (await sql.query<{ slug: string }>({ sql: 'SELECT "slug" FROM "Project"', args: [] })).map(
    (r) => r.slug,
  );

// What fresh-test-database.ts does between two files of Vitest's "db" project (one module
// graph): the `prisma` and `sql` every module imported now reach the next file's database.
it("points the loaded prisma and sql at another database, transactions included", async () => {
  await prisma.project.create({ data: { slug: "first-file", name: "First" } });
  expect(await slugs()).toEqual(["first-file"]);

  await useTestDatabase({ url: copyTestDatabase({ tag: "swap" }) });
  expect(await prisma.project.count()).toBe(0);
  expect(await slugs()).toEqual([]);
  await prisma.$transaction(async (tx) => {
    await tx.project.create({ data: { slug: "second-file", name: "Second" } });
  });
  expect(await slugs()).toEqual(["second-file"]);
  expect(await prisma.project.findMany({ select: { slug: true } })).toEqual([
    { slug: "second-file" },
  ]);
});

it("refuses a database of the other engine", async () => {
  const other = /^postgres/.test(process.env.DATABASE_URL!)
    ? "file:/tmp/x.db"
    : "postgresql://u@127.0.0.1:1/x";
  await expect(useTestDatabase({ url: other })).rejects.toThrow(/is not a/);
});
