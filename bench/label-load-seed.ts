// Child process of bench/label-load.ts, run once per engine with that engine's DATABASE_URL:
// `@/lib/db/client` picks SQLite or PostgreSQL when it is imported, so each engine gets a
// process of its own and the domain layer talks to the right database.
//   seed             migrate (like `npm start`) and seed through the domain layer: project,
//                    50 raters + a lead, 300 bugs × 2 patches, a campaign with 3 raters per
//                    patch (36 items per rater)
//   count <campaign> ratings and rating audit rows after the runs, and the engine's version
// The result is one JSON line on stdout after SEED_MARKER.
import { sampleDiff } from "@/lib/test/diffs";
import { prepareDatabase } from "@/scripts/prepare-db.mjs";
import { applyRuntimeEnv } from "@/scripts/runtime-env.mjs";
import {
  BUGS,
  PASSWORD,
  PATCHES_PER_BUG,
  PROJECT_SLUG,
  RATERS,
  RATERS_PER_PATCH,
  SEED_MARKER,
  type TCounted,
  type TSeeded,
} from "./label-load-setup";

if (!process.env.DATABASE_URL || !process.env.AUTH_SECRET)
  throw new Error(
    "bench/label-load-seed.ts is run by bench/label-load.ts, which sets DATABASE_URL and AUTH_SECRET.",
  );
applyRuntimeEnv();
const [mode, campaignId] = process.argv.slice(2);
const reply = (value: TSeeded | TCounted) => console.log(SEED_MARKER + JSON.stringify(value));

async function seed(): Promise<TSeeded> {
  await prepareDatabase({ quiet: true });
  const { createProject } = await import("@/lib/projects/create-project");
  const { createUser } = await import("@/lib/users/create-user");
  const { importDataset } = await import("@/lib/import/import-dataset");
  const { createCampaign } = await import("@/lib/campaigns/create-campaign");
  const { ZCreateCampaign } = await import("@/lib/campaigns/schemas");

  const t0 = performance.now();
  const project = await createProject({
    input: {
      slug: PROJECT_SLUG,
      name: "Labelling load",
      description: "made by bench/label-load.ts",
    },
    actorId: null,
  });
  const mkUser = (tag: string, role: "lead" | "rater") =>
    createUser({
      input: {
        email: `${tag}@bench.test`,
        name: tag,
        password: PASSWORD,
        isAdmin: false,
        projectRoles: [{ projectSlug: project.slug, role }],
      },
      actorId: null,
    });
  const lead = await mkUser("lead", "lead");
  const raters: Awaited<ReturnType<typeof mkUser>>[] = [];
  for (let i = 1; i <= RATERS; i++)
    raters.push(await mkUser(`rater-${String(i).padStart(2, "0")}`, "rater"));

  const jsonl = (rows: unknown[]) =>
    Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const bugRows = Array.from({ length: BUGS }, (_, b) => ({
    bugId: `bench-bug-${b}`,
    title: `Off-by-one in inc() #${b}`,
    report: `inc() returns its argument unchanged (case ${b}).`,
    groundTruthPatch: sampleDiff(`  return x + 1; /* fix ${b} */`),
  }));
  const patchRows = bugRows.flatMap((bug, b) =>
    Array.from({ length: PATCHES_PER_BUG }, (_, k) => ({
      patchId: `bench-patch-${b}-${k}`,
      bugId: bug.bugId,
      patch: sampleDiff(`  return x + ${k + 1}; /* candidate ${b}.${k} */`),
      tool: "bench",
      passesTests: k === 0,
    })),
  );
  for (const [kind, rows] of [
    ["bugs", bugRows],
    ["patches", patchRows],
  ] as const) {
    const report = await importDataset({
      projectId: project.id,
      actorId: lead.id,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: jsonl([...rows]),
    });
    if (!report.written)
      throw new Error(`seeding ${kind} failed: ${JSON.stringify(report.errors.slice(0, 3))}`);
  }
  const campaign = await createCampaign({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateCampaign.parse({
      name: "Load test",
      selection: { kind: "all" },
      ratersPerPatch: RATERS_PER_PATCH,
      raterIds: raters.map((u) => u.id),
    }),
  });
  return {
    campaignId: campaign.id,
    patches: campaign.patches,
    assignments: campaign.assignments,
    raterEmails: raters.map((u) => u.email),
    seedSeconds: (performance.now() - t0) / 1000,
  };
}

async function count(id: string): Promise<TCounted> {
  const { prisma, DB_PROVIDER } = await import("@/lib/db/client");
  const ratings = await prisma.rating.count({ where: { campaignId: id } });
  const audited = await prisma.auditLog.count({
    where: { action: { in: ["rating.create", "rating.revise"] } },
  });
  // The durability settings a connection of the app gets, as the engine reports them.
  const query = async (sql: string) =>
    String(
      Object.values((await prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql))[0] ?? {})[0] ??
        "?",
    );
  if (DB_PROVIDER === "postgresql") {
    const names = ["fsync", "synchronous_commit", "full_page_writes", "max_connections"];
    const settings = await Promise.all(
      names.map(async (n) => `${n}=${await query(`SELECT current_setting('${n}')`)}`),
    );
    return {
      ratings,
      audited,
      serverVersion: await query("SELECT current_setting('server_version')"),
      settings: settings.join(", "),
    };
  }
  const synchronous =
    ["OFF", "NORMAL", "FULL", "EXTRA"][Number(await query("PRAGMA synchronous"))] ?? "?";
  return {
    ratings,
    audited,
    serverVersion: await query("SELECT sqlite_version()"),
    settings: `journal_mode=${await query("PRAGMA journal_mode")}, synchronous=${synchronous}`,
  };
}

try {
  if (mode === "seed") reply(await seed());
  else if (mode === "count" && campaignId) reply(await count(campaignId));
  else throw new Error("usage: label-load-seed.ts seed | count <campaignId>");
} finally {
  // Imported only now: the client must not open the database before the migrations.
  const { prisma } = await import("@/lib/db/client");
  await prisma.$disconnect();
}
