import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { expect, type TWorld } from "./fixtures";

/**
 * Through the domain layer: the demo's pilot campaign (four raters' labels, adjudicated, closed)
 * in `world` and a similarity-baseline run compared with it, which the server's worker finishes;
 * `prepare` may change the campaign's labels first. Returns the run and the lead's dashboard.
 */
export async function seedPilotBaselineRun(options: {
  world: TWorld;
  prepare?: (campaignId: string) => Promise<void>;
}) {
  const { world } = options;
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const { campaignId } = await seedPilotCampaign({
    projectId: project.id,
    actorId: lead.id,
    dataDir: "lib/demo/data",
  });
  await options.prepare?.(campaignId);
  const config = await createJudgeConfig({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateJudgeConfig.parse({
      name: "Baseline",
      provider: "baseline",
      reference: "ground_truth",
    }),
  });
  const run = await startJudgeRun({
    projectId: project.id,
    actorId: lead.id,
    input: ZStartJudgeRun.parse({ configId: config.id, campaignId }),
  });
  await expect
    .poll(async () => (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status, {
      timeout: 60_000,
    })
    .toBe("completed");
  const expected = await getAgreementDashboard({
    projectId: project.id,
    viewerId: lead.id,
    query: ZAgreementQuery.parse({}),
  });
  return { campaignId, runId: run.id, expected };
}
