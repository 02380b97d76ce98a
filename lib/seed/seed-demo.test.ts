import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "better-auth/crypto";
import { prisma } from "@/lib/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { seedDemo } from "./seed-demo";

describe("seedDemo", () => {
  it("seeds once: accounts with hashed passwords and roles, then a second run changes nothing", async () => {
    const first = await seedDemo({ ifEmpty: true });
    expect(first).toEqual({ seeded: true, bugs: 8, patches: 27, campaigns: 2, judgeConfigs: 6 });
    // Two baseline runs are queued for the server's worker, one job per patch, compared with the pilot campaign.
    const pilot = await prisma.campaign.findFirstOrThrow({ where: { kind: "external" } });
    expect(pilot).toMatchObject({ phase: "closed", name: "Pilot study (published labels)" });
    const runs = await prisma.judgeRun.findMany({ include: { config: true } });
    expect(
      runs.map((r) => ({
        status: r.status,
        total: r.total,
        provider: r.config.provider,
        campaignId: r.campaignId,
      })),
    ).toEqual([
      { status: "queued", total: 27, provider: "baseline", campaignId: pilot.id },
      { status: "queued", total: 27, provider: "baseline", campaignId: pilot.id },
    ]);
    // The pilot: 4 raters × 27 patches, 14 unanimous (settled at reveal) and 13 adjudicated (9 splits, 4 with an UNSURE); the demo round: 3 raters per patch.
    expect(await prisma.rating.count({ where: { campaignId: pilot.id } })).toBe(108);
    expect(
      await prisma.consensus.groupBy({
        by: ["method"],
        where: { campaignId: pilot.id },
        _count: { _all: true },
        orderBy: { method: "asc" },
      }),
    ).toEqual([
      { method: "adjudicated", _count: { _all: 13 } },
      { method: "unanimous", _count: { _all: 14 } },
    ]);
    expect(await prisma.assignment.count()).toBe(27 * 3);
    const admin = await prisma.user.findUniqueOrThrow({
      where: { email: "admin@demo.rubricate" },
      include: { accounts: true },
    });
    expect(admin.isAdmin).toBe(true);
    const hash = admin.accounts[0]!.password!;
    expect(hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true);
    expect(await prisma.projectRole.count()).toBe(DEMO_ACCOUNTS.length);

    const before = {
      users: await prisma.user.count(),
      audit: await prisma.auditLog.count(),
      patches: await prisma.patch.count(),
    };
    expect(await seedDemo({ ifEmpty: true })).toMatchObject({ seeded: false });
    expect({
      users: await prisma.user.count(),
      audit: await prisma.auditLog.count(),
      patches: await prisma.patch.count(),
    }).toEqual(before);
  });
});
