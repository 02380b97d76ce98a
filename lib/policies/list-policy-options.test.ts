import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { listAgreementOptions } from "@/lib/agreement/list-agreement-options";
import { prisma } from "@/lib/db/client";
import { testProvider } from "@/lib/test/copy-test-database";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { listPolicyOptions } from "./list-policy-options";

// Runs imported together share their createdAt (write-external-run), and so may campaigns: the
// policy page's default run and campaign must not hang on the order the engine returns ties in.
const AT = new Date("2024-05-01T12:00:00.000Z");

async function addRun(options: { projectId: string; patchId: string; id: string; name: string }) {
  const { projectId, patchId, id, name } = options;
  const config = await prisma.judgeConfig.create({
    data: {
      projectId,
      name,
      version: 1,
      provider: "external",
      model: "m",
      promptTemplate: "",
      promptVersion: "",
      reference: "external",
    },
  });
  await prisma.judgeRun.create({
    data: {
      id,
      projectId,
      configId: config.id,
      status: "completed",
      origin: "external",
      createdAt: AT,
      jobs: { create: { id: `${id}-job`, patchId, sample: 0, status: "done" } },
    },
  });
  await prisma.judgeResult.create({
    data: { runId: id, jobId: `${id}-job`, patchId, sample: 0, label: "VALID" },
  });
}

/**
 * A project with two runs (configurations "alpha" and "beta") and two revealed campaigns
 * ("Alpha", "Beta"), all created at one instant, written in `order`; each row's id puts it in
 * the same place as its insertion (first written, smaller id). Between the two orders, the
 * second-best row comes first by insertion, by reverse insertion, by id and by reverse id.
 */
async function seed(slug: string, order: ("alpha" | "beta")[]) {
  const projectId = await seedSyntheticProject({ slug, bugs: 1, patchesPerBug: 1 });
  const patch = await prisma.patch.findFirstOrThrow({ where: { projectId } });
  for (const [i, name] of order.entries()) {
    await addRun({ projectId, patchId: patch.id, id: `${slug}-${i}-run-${name}`, name });
    await prisma.campaign.create({
      data: {
        id: `${slug}-${i}-campaign-${name}`,
        projectId,
        name: name === "alpha" ? "Alpha" : "Beta",
        phase: "reveal",
        createdAt: AT,
      },
    });
  }
  return projectId;
}

describe(`listPolicyOptions with rows created at one instant (${testProvider()})`, () => {
  it("puts the same run and campaign first whatever order they were written in, as the dashboard does", async () => {
    for (const [slug, order] of [
      ["ties-ba", ["beta", "alpha"]],
      ["ties-ab", ["alpha", "beta"]],
    ] as const) {
      const projectId = await seed(slug, [...order]);
      const policy = await listPolicyOptions({ projectId });
      const agreement = await listAgreementOptions({ projectId, viewerId: null });
      expect(
        policy.runs.map((r) => r.label),
        slug,
      ).toEqual(["alpha v1 · m", "beta v1 · m"]);
      expect(
        policy.campaigns.map((c) => c.name),
        slug,
      ).toEqual(["Alpha", "Beta"]);
      expect(policy.runs.map((r) => r.id)).toEqual(agreement.runs.map((r) => r.id));
      expect(policy.campaigns.map((c) => c.id)).toEqual(agreement.campaigns.map((c) => c.id));
      expect(policy.campaigns[0]).toEqual({
        id: `${slug}-${order.indexOf("alpha")}-campaign-alpha`,
        name: "Alpha",
        phase: "reveal",
      });
    }
  });
});
