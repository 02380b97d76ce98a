import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { DB_PROVIDER, prisma, sql } from "@/lib/db/client";
import { insertRows } from "@/lib/db/insert-rows";
import { createProject } from "@/lib/projects/create-project";
import { toErrorResponse } from "./to-error-response";

const caught = async (write: () => Promise<unknown>) => {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error("the write did not fail");
};

const JOB_COLUMNS = ["id", "projectId", "kind", "fileName", "status", "report"];

// Every way a write reaches the database, on this engine: a duplicate key is a 409, not a 500.
describe(`unique violations on ${DB_PROVIDER}`, () => {
  it("through Prisma, a raw statement (insert-rows) and the sql driver: 409 CONFLICT", async () => {
    const p = await createProject({
      input: { slug: "uv", name: "uv", description: "" },
      actorId: null,
    });
    const job = ["job-1", p.id, "bugs", "f.jsonl", "succeeded", "{}"];
    await prisma.$transaction((tx) =>
      insertRows({ tx, table: "ImportJob", columns: JOB_COLUMNS, rows: [job] }),
    );
    const errors = [
      await caught(() =>
        createProject({ input: { slug: "uv", name: "again", description: "" }, actorId: null }),
      ),
      await caught(() =>
        prisma.$transaction((tx) =>
          insertRows({ tx, table: "ImportJob", columns: JOB_COLUMNS, rows: [job] }),
        ),
      ),
      await caught(() =>
        sql.query({
          sql: `INSERT INTO "ImportJob" ("id", "projectId", "kind", "fileName", "status", "report") VALUES (${DB_PROVIDER === "postgresql" ? "$1, $2, $3, $4, $5, $6" : "?, ?, ?, ?, ?, ?"})`,
          args: job,
        }),
      ),
    ];
    for (const err of errors) {
      const res = toErrorResponse(err);
      expect(res.status, String(err)).toBe(409);
      expect((await res.json()).error.code).toBe("CONFLICT");
    }
  });
});
