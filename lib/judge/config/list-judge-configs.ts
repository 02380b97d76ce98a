import { prisma } from "@/lib/db/client";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { isPerRequirement, ZJudgeProvider } from "../schemas";
import { EXTERNAL_PROVIDER } from "../external/schemas-external";
import { JUDGE_PROVIDERS } from "../schemas";
import { describeProviderReach } from "./describe-provider-reach";

/**
 * A project's judge configurations, every version, grouped by name (newest version first); the
 * configurations of imported (external) runs are left out: there is nothing to run with them.
 * Each says whether this server reaches its provider (`runnable`; `unreachable`: "cannot run
 * here: set OPENAI_API_KEY"), and `providers` says it of every provider, for the form.
 */
export async function listJudgeConfigs(options: { projectId: string }) {
  const configs = await prisma.judgeConfig.findMany({
    where: { projectId: options.projectId, provider: { not: EXTERNAL_PROVIDER } },
    orderBy: [{ name: "asc" }, { version: "desc" }],
    include: { _count: { select: { runs: true } } },
  });
  const providers = Object.fromEntries(
    JUDGE_PROVIDERS.map((provider) => [provider, describeProviderReach({ provider })]),
  );
  const rows = configs.map(
    // A tuned version's few-shot examples (lib/tuning) are not listed: the Tune page shows them.
    ({ _count, createdAt, createdById: _creator, projectId: _project, fewShot: _shots, ...c }) => ({
      ...c,
      runnable: providers[c.provider]?.runnable ?? false,
      unreachable: providers[c.provider]?.reason ?? null,
      // Every write checks the provider (ZCreateJudgeConfig); the column is a String.
      provider: ZJudgeProvider.parse(c.provider),
      runs: _count.runs,
      createdAt: createdAt.toISOString(),
      baseline: c.provider === "baseline",
      perRequirement: isPerRequirement(c),
      scale: parseRatingScale({ stored: c.scale }),
    }),
  );
  return { configs: rows, providers };
}
