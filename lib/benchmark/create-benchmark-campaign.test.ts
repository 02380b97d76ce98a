import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { importDataset } from "@/lib/import/import-dataset";
import { createProject } from "@/lib/projects/create-project";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { previewBenchmark } from "./preview-benchmark";

let projectId = "";
let leadId = "";
let raterId = "";

const patch = (
  patchId: string,
  bugId: string,
  body: string,
  passesTests: boolean | null,
  tool = "agentA",
) => ({
  patchId,
  bugId,
  patch: sampleDiff(`  return ${body};`),
  tool,
  model: "m1",
  passesTests,
});

async function importPatches(rows: unknown[]) {
  await importDataset({
    projectId,
    actorId: null,
    fileName: "p.jsonl",
    kind: "patches",
    bytes: jsonl(rows),
  });
}

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "bench", name: "Bench", description: "" },
      actorId: null,
    })
  ).id;
  const user = async (email: string, role: "lead" | "rater") =>
    (
      await createUser({
        input: {
          email,
          name: email,
          password: "password-123",
          isAdmin: false,
          projectRoles: [{ projectSlug: "bench", role }],
        },
        actorId: null,
        hashPassword: reusePasswordHash,
      })
    ).id;
  leadId = await user("lead@bench.test", "lead");
  raterId = await user("r1@bench.test", "rater");
  await importDataset({
    projectId,
    actorId: null,
    fileName: "b.jsonl",
    kind: "bugs",
    bytes: jsonl([
      { bugId: "B1", report: "r", groundTruthPatch: sampleDiff(), bugType: "data_race" },
      { bugId: "B2", report: "r", groundTruthPatch: sampleDiff(), bugType: "data_race" },
      { bugId: "B3", report: "r", groundTruthPatch: sampleDiff(), bugType: "leak" },
    ]),
  });
  await importPatches([
    // B1: text "1" sampled three times (one unique patch), "2" and "3" pass, "4" fails, "5" untested.
    patch("B1:a:0", "B1", "1", true),
    patch("B1:a:1", "B1", "1", true),
    patch("B1:b:0", "B1", "1", true, "agentB"),
    patch("B1:a:2", "B1", "2", true),
    patch("B1:b:1", "B1", "3", true, "agentB"),
    patch("B1:a:3", "B1", "4", false),
    patch("B1:a:4", "B1", "5", null),
    // B2: one passing text; B3 (leak): only a failing one.
    patch("B2:a:0", "B2", "6", true),
    patch("B3:a:0", "B3", "7", false),
  ]);
});

const create = (selection: Record<string, unknown>) =>
  createCampaign({
    projectId,
    actorId: leadId,
    input: ZCreateCampaign.parse({
      name: `Benchmark ${Math.random()}`,
      selection: { kind: "benchmark", ...selection },
      ratersPerPatch: 1,
      raterIds: [raterId],
    }),
  });

describe("a campaign built from agent samples", () => {
  it("labels exactly the preview's patches and keeps k and seed on the campaign and its audit row", async () => {
    const preview = await previewBenchmark({
      projectId,
      benchmark: { k: 2, seed: 42, tools: [], models: [] },
    });
    expect(preview.table).toEqual([
      {
        bugType: "data_race",
        bugs: 2,
        bugsWithPassing: 2,
        samples: 8,
        uniquePatches: 6,
        candidates: 4,
        unknown: 1,
        selected: 3,
      },
      {
        bugType: "leak",
        bugs: 1,
        bugsWithPassing: 0,
        samples: 1,
        uniquePatches: 1,
        candidates: 0,
        unknown: 0,
        selected: 0,
      },
    ]);
    expect(preview.patchIds).toHaveLength(3);

    const c = await create({ k: 2, seed: 42, fingerprint: preview.fingerprint });
    expect(c.patches).toBe(3);
    const rows = await prisma.campaignPatch.findMany({
      where: { campaignId: c.id },
      orderBy: { position: "asc" },
      select: { patchId: true },
    });
    expect(rows.map((r) => r.patchId)).toEqual(preview.patchIds);
    const stored = await prisma.campaign.findUniqueOrThrow({ where: { id: c.id } });
    expect(JSON.parse(stored.selection)).toMatchObject({ kind: "benchmark", k: 2, seed: 42 });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityId: c.id, action: "campaign.create" },
    });
    expect(JSON.parse(audit.after ?? "{}")).toMatchObject({
      selection: { kind: "benchmark", k: 2, seed: 42, fingerprint: preview.fingerprint },
      patches: 3,
    });
  });

  it("filters by tool, and refuses (409, nothing written) when the samples changed since the preview", async () => {
    const agentB = await previewBenchmark({
      projectId,
      benchmark: { k: 5, seed: 1, tools: ["agentB"], models: [] },
    });
    const texts = await prisma.patch.findMany({
      where: { id: { in: agentB.patchIds } },
      select: { externalId: true },
    });
    expect(texts.map((t) => t.externalId).sort()).toEqual(["B1:a:0", "B1:b:1"]);

    const before = await previewBenchmark({
      projectId,
      benchmark: { k: 5, seed: 7, tools: [], models: [] },
    });
    await importPatches([patch("B2:a:1", "B2", "8", true)]);
    const campaigns = await prisma.campaign.count();
    const err = await create({ k: 5, seed: 7, fingerprint: before.fingerprint }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("CONFLICT");
    expect(await prisma.campaign.count()).toBe(campaigns);
    // Without a fingerprint (the CLI), the create draws from the samples as they are now.
    expect((await create({ k: 5, seed: 7 })).patches).toBe(before.patchIds.length + 1);
  });
});
