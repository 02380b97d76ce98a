import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { DB_PROVIDER, prisma } from "./client";

// Another process (a judge worker) writes while a Prisma transaction of this one is open.
const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1], { timeout: 5000 });
process.on("message", () => {
  db.prepare("INSERT INTO \\"LlmCall\\" (id, \\"requestHash\\", purpose, provider, model, prompt, \\"createdAt\\") VALUES (?, 'h-other', 't', 'p', 'm', '', '2026-01-01T00:00:00.000+00:00')").run("other-" + Date.now());
  process.send("written", () => process.exit(0));
});
process.send("ready");
`;

describe.skipIf(DB_PROVIDER !== "sqlite")(
  "Prisma transactions on SQLite beside another writer",
  () => {
    it("a transaction that reads, then writes after another process wrote, still commits", async () => {
      const writer = spawn(process.execPath, ["-e", WRITER, TEST_DATABASE_URL.slice(5)], {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      const next = () => new Promise<unknown>((resolve) => writer.once("message", resolve));
      await next();
      let written = false;
      const done = next().then(() => (written = true));
      await prisma.$transaction(async (tx) => {
        const before = await tx.llmCall.count({ where: { requestHash: "h-mine" } });
        writer.send("write");
        // A deferred transaction let the other process write here, then could not write itself.
        await Promise.race([done, new Promise((r) => setTimeout(r, 300))]);
        await tx.llmCall.create({
          data: {
            requestHash: "h-mine",
            purpose: "t",
            provider: "p",
            model: "m",
            prompt: String(before),
          },
        });
      });
      await done;
      expect(written).toBe(true);
      expect(
        await prisma.llmCall.count({ where: { requestHash: { in: ["h-mine", "h-other"] } } }),
      ).toBe(2);
    });
  },
);
