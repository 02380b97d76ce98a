import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildLlmCallInserts } from "@/lib/llm/build-llm-call-inserts";
import { toLlmCallRow } from "@/lib/llm/to-llm-call-row";
import { buildInsertStatements } from "./build-insert-statements";
import { DB_PROVIDER, mark, prisma, sql } from "./client";
import { createThreadSqlDriver } from "./create-thread-sql-driver";
import type { TSqlDriver } from "./sql-types";

const callRow = (id: string, requestHash: string) => ({
  table: "LlmCall",
  columns: ["id", "requestHash", "purpose", "provider", "model", "prompt", "createdAt"],
  rows: [[id, requestHash, "test", "mock", "m", "p", new Date()]],
});

const threadSql = createThreadSqlDriver({
  engine: DB_PROVIDER,
  url: TEST_DATABASE_URL,
  poolSize: 2,
});
// The cases of both share one database: each driver's rows have request hashes of their own.
const drivers: [string, TSqlDriver, string][] = [
  ["on the process's connection", sql, "process"],
  ["on its own thread and connection", threadSql, "thread"],
];

describe.each(drivers)(`the raw driver (${DB_PROVIDER}) %s`, (_, sql, tag) => {
  it("writes rows Prisma reads back as it writes them (dates, numbers, nulls)", async () => {
    const before = Date.now();
    const call = toLlmCallRow({
      data: {
        requestHash: `${tag}-h-roundtrip`,
        purpose: "test",
        provider: "mock",
        model: "m",
        params: "{}",
        promptTemplate: null,
        promptVersion: null,
        prompt: "p",
        rawOutput: '{"a":1}',
        inputTokens: 12,
        outputTokens: 3,
        cachedInputTokens: 4,
        costUsd: 0.25,
      },
    });
    const { id } = call;
    await sql.query(buildLlmCallInserts({ rows: [call] })[0]!);
    const row = await prisma.llmCall.findUniqueOrThrow({ where: { id } });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1);
    expect(row).toMatchObject({ inputTokens: 12, outputTokens: 3, cachedInputTokens: 4 });
    expect(row).toMatchObject({ costUsd: 0.25, error: null, cacheWriteTokens: null });
    const [read] = await sql.query<{ id: string; outputTokens: number }>({
      sql: `SELECT id, "outputTokens" FROM "LlmCall" WHERE id = ${mark(1)}`,
      args: [id],
    });
    expect(read).toEqual({ id, outputTokens: 3 });
  });

  it("runs a transaction all or nothing: a failing statement undoes the ones before it", async () => {
    const id = randomUUID();
    const [first] = buildInsertStatements(callRow(id, `${tag}-h-atomic`));
    await expect(sql.transaction([first!, first!])).rejects.toThrow();
    expect(await prisma.llmCall.count({ where: { requestHash: `${tag}-h-atomic` } })).toBe(0);
    await sql.transaction([first!]);
    expect(await prisma.llmCall.count({ where: { requestHash: `${tag}-h-atomic` } })).toBe(1);
  });

  it("never joins a Prisma transaction left open meanwhile: its rollback leaves the driver's rows", async () => {
    // SQLite: Prisma and the driver share one connection, and Prisma awaits between statements.
    let opened: () => void = () => {};
    const open = new Promise<void>((resolve) => (opened = resolve));
    const prismaTx = prisma
      .$transaction(async (tx) => {
        await tx.llmCall.create({
          data: {
            requestHash: `${tag}-h-rolled-back`,
            purpose: "t",
            provider: "p",
            model: "m",
            prompt: "",
          },
        });
        opened();
        await new Promise((r) => setTimeout(r, 150));
        throw new Error("roll back");
      })
      .catch((e: Error) => e.message);
    await open;
    const [insert] = buildInsertStatements(callRow(randomUUID(), `${tag}-h-kept`));
    const [single] = buildInsertStatements(callRow(randomUUID(), `${tag}-h-kept`));
    await Promise.all([sql.transaction([insert!]), sql.query(single!)]);
    expect(await prismaTx).toBe("roll back");
    expect(await prisma.llmCall.count({ where: { requestHash: `${tag}-h-rolled-back` } })).toBe(0);
    expect(await prisma.llmCall.count({ where: { requestHash: `${tag}-h-kept` } })).toBe(2);
  });

  it("fails with the engine's error, its code and message as the process's own connection gives them", async () => {
    const [insert] = buildInsertStatements(callRow(randomUUID(), `${tag}-h-twice`));
    await sql.query(insert!);
    const [viaThis, viaProcess] = await Promise.all(
      [sql, drivers[0]![1]].map((driver) => driver.query(insert!).catch((e: unknown) => e)),
    );
    expect(viaThis).toBeInstanceOf(Error);
    const shape = (e: unknown) => {
      const { name, message, code } = e as Error & { code?: string };
      return { name, message, code };
    };
    expect(shape(viaThis)).toEqual(shape(viaProcess));
    expect(shape(viaThis).code).toMatch(
      DB_PROVIDER === "postgresql" ? /^23505$/ : /^SQLITE_CONSTRAINT/,
    );
  });
});
