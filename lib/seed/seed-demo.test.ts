import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "better-auth/crypto";
import { prisma } from "@/lib/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { seedDemo } from "./seed-demo";

describe("seedDemo", () => {
  it("seeds once: accounts with hashed passwords and roles, then a second run changes nothing", async () => {
    const first = await seedDemo({ ifEmpty: true });
    expect(first).toEqual({ seeded: true, bugs: 8, patches: 27, campaigns: 1, judgeConfigs: 5 });
    // The baseline run is queued for the server's worker: one job per patch.
    const run = await prisma.judgeRun.findFirstOrThrow({ include: { config: true } });
    expect(run).toMatchObject({ status: "queued", total: 27, config: { provider: "baseline" } });
    expect(await prisma.assignment.count()).toBe(27 * 3);
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: "admin@demo.rubricate" }, include: { accounts: true } });
    expect(admin.isAdmin).toBe(true);
    const hash = admin.accounts[0]!.password!;
    expect(hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true);
    expect(await prisma.projectRole.count()).toBe(DEMO_ACCOUNTS.length);

    const before = { users: await prisma.user.count(), audit: await prisma.auditLog.count(), patches: await prisma.patch.count() };
    expect(await seedDemo({ ifEmpty: true })).toMatchObject({ seeded: false });
    expect({ users: await prisma.user.count(), audit: await prisma.auditLog.count(), patches: await prisma.patch.count() }).toEqual(before);
  });
});
