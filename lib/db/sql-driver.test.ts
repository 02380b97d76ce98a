import "@/lib/test/test-db";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertLlmCall } from "@/lib/llm/insert-llm-call";
import { buildInsertStatements } from "./build-insert-statements";
import { DB_PROVIDER, mark, prisma, sql } from "./client";

const callRow = (id: string, requestHash: string) => ({
  table: "LlmCall",
  columns: ["id", "requestHash", "purpose", "provider", "model", "prompt", "createdAt"],
  rows: [[id, requestHash, "test", "mock", "m", "p", new Date()]],
});

describe(`the raw driver (${DB_PROVIDER})`, () => {
  it("writes rows Prisma reads back as it writes them (dates, numbers, nulls)", async () => {
    const before = Date.now();
    const { id } = await insertLlmCall({
      data: {
        requestHash: "h-roundtrip",
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
    const [first] = buildInsertStatements(callRow(id, "h-atomic"));
    await expect(sql.transaction([first!, first!])).rejects.toThrow();
    expect(await prisma.llmCall.count({ where: { requestHash: "h-atomic" } })).toBe(0);
    await sql.transaction([first!]);
    expect(await prisma.llmCall.count({ where: { requestHash: "h-atomic" } })).toBe(1);
  });

  it("never joins a Prisma transaction left open meanwhile: its rollback leaves the driver's rows", async () => {
    // SQLite: Prisma and the driver share one connection, and Prisma awaits between statements.
    let opened: () => void = () => {};
    const open = new Promise<void>((resolve) => (opened = resolve));
    const prismaTx = prisma
      .$transaction(async (tx) => {
        await tx.llmCall.create({
          data: {
            requestHash: "h-rolled-back",
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
    const [insert] = buildInsertStatements(callRow(randomUUID(), "h-kept"));
    const [single] = buildInsertStatements(callRow(randomUUID(), "h-kept"));
    await Promise.all([sql.transaction([insert!]), sql.query(single!)]);
    expect(await prismaTx).toBe("roll back");
    expect(await prisma.llmCall.count({ where: { requestHash: "h-rolled-back" } })).toBe(0);
    expect(await prisma.llmCall.count({ where: { requestHash: "h-kept" } })).toBe(2);
  });
});
