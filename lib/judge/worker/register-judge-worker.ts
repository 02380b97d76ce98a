import { prisma } from "@/lib/db/client";
import type { TJudgeTarget } from "../config/read-judge-targets";

/** A worker counts as running while it renewed its row within this long. */
export const WORKER_LIVE_MS = 30_000;
/** How often a running worker renews its row. */
const RENEW_MS = 5_000;

/**
 * Records a running judge worker and the LLM targets it serves (JudgeWorker: providers, base URL
 * origins and key variable NAMES, never keys), renews it every few seconds and deletes it on
 * `stop`, so a run's page can say when no running worker can serve it. Rows of workers that
 * died are left to age out (WORKER_LIVE_MS) and removed by the next registration.
 */
export function registerJudgeWorker(options: {
  id: string;
  targets: readonly TJudgeTarget[];
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  const { id, targets, onError } = options;
  const serves = JSON.stringify(targets);
  const registered = (async () => {
    const now = new Date();
    await prisma.judgeWorker.deleteMany({
      where: { seenAt: { lt: new Date(now.getTime() - 10 * WORKER_LIVE_MS) } },
    });
    await prisma.judgeWorker.upsert({
      where: { id },
      create: { id, serves, startedAt: now, seenAt: now },
      update: { serves, seenAt: now },
    });
  })().catch(onError);
  const timer = setInterval(() => {
    prisma.judgeWorker
      .upsert({
        where: { id },
        create: { id, serves, seenAt: new Date() },
        update: { seenAt: new Date() },
      })
      .catch(onError);
  }, RENEW_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await registered;
      await prisma.judgeWorker.deleteMany({ where: { id } }).catch(onError);
    },
  };
}
