import type { LanguageModel } from "ai";
import { writeAudit } from "@/lib/audit/write-audit";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { resolveCallTarget } from "@/lib/llm/resolve-call-target";
import { classifyRejectionOffline } from "./classify-rejection-offline";
import { classifyRejectionWithLlm } from "./classify-rejection-with-llm";
import {
  BASELINE_THEMES_REASON,
  OFFLINE_THEME_CLASSIFIER,
  type TClassifyThemesResult,
  type TRejectionTheme,
} from "./schemas";

type TThemeRowData = {
  runId: string;
  patchId: string;
  sample: number;
  theme: TRejectionTheme;
  source: "llm" | "offline";
  classifier: string;
  rationale: string;
  promptTemplate: string | null;
  promptVersion: string | null;
  llmCallId: string | null;
};

/**
 * Classifies every INVALID verdict of a finished judge run into a paper 001 §7 rejection theme
 * from its justification: with the environment's LLM (one cached, logged call per
 * justification, `concurrency` at a time, all outside any transaction) when one is configured
 * and `offline` is not asked, else with the keyword-based classifier. Then, in one transaction
 * with the audit row, the run's previous themes are replaced by the new ones. A failed LLM call
 * stores nothing (the answers already given stay cached, so trying again is cheap).
 * Synchronous: meant for a run's INVALID verdicts (hundreds at most). A no-LLM baseline run is
 * refused (CONFLICT, BASELINE_THEMES_REASON). The counts answered leave out the patches the actor
 * is still labelling (a lead who also rates), as getRejectionThemes does.
 */
export async function classifyRejectionThemes(options: {
  projectId: string;
  runId: string;
  actorId: string | null;
  offline?: boolean;
  concurrency?: number;
  /** Injected model (tests); default: the environment's LLM. */
  model?: LanguageModel;
}): Promise<TClassifyThemesResult> {
  const { projectId, runId, actorId } = options;
  const run = await prisma.judgeRun.findFirst({
    where: { id: runId, projectId },
    select: { status: true, config: { select: { provider: true } } },
  });
  if (!run) throw new AppError("NOT_FOUND", "Judge run not found.");
  if (run.config.provider === "baseline") throw new AppError("CONFLICT", BASELINE_THEMES_REASON);
  if (run.status === "queued" || run.status === "running")
    throw new AppError(
      "CONFLICT",
      `This run is ${run.status}: classify its rejections once it has finished.`,
    );
  const useLlm = !options.offline && (options.model !== undefined || getLlmSettings().configured);
  const results = await prisma.judgeResult.findMany({
    where: { runId, label: "INVALID" },
    select: { patchId: true, sample: true, justification: true },
    orderBy: [{ patchId: "asc" }, { sample: "asc" }],
  });
  const target = useLlm ? resolveCallTarget({ model: options.model }) : null;
  const classifier = target ? `${target.provider}:${target.model}` : OFFLINE_THEME_CLASSIFIER;
  const rows: TThemeRowData[] = [];
  const fromCache = new Set<TThemeRowData>();
  if (!useLlm) {
    for (const r of results) {
      const { theme, matched } = classifyRejectionOffline({ justification: r.justification });
      rows.push({
        runId,
        patchId: r.patchId,
        sample: r.sample,
        theme,
        source: "offline",
        classifier,
        rationale: matched.length > 0 ? `Keywords: ${matched.join(", ")}` : "No keyword matched.",
        promptTemplate: null,
        promptVersion: null,
        llmCallId: null,
      });
    }
  } else {
    let next = 0;
    const worker = async () => {
      for (let r = results[next++]; r; r = results[next++]) {
        const answer = await classifyRejectionWithLlm({
          justification: r.justification,
          model: options.model,
        });
        const row: TThemeRowData = {
          runId,
          patchId: r.patchId,
          sample: r.sample,
          theme: answer.theme,
          source: "llm",
          classifier,
          rationale: answer.rationale,
          promptTemplate: answer.prompt.name,
          promptVersion: answer.prompt.version,
          llmCallId: answer.llmCallId,
        };
        rows.push(row);
        if (answer.cached) fromCache.add(row);
      }
    };
    const concurrency = Math.max(1, Math.min(options.concurrency ?? 4, results.length));
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  const source = useLlm ? "llm" : "offline";
  await prisma.$transaction(async (tx) => {
    const before = await tx.rejectionTheme.deleteMany({ where: { runId } });
    if (rows.length > 0) await tx.rejectionTheme.createMany({ data: rows });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "judge.themes.classify",
      entityType: "JudgeRun",
      entityId: runId,
      before: { themes: before.count },
      after: { themes: rows.length, source, classifier },
    });
  });
  const blinded = await listBlindedPatchIds({ projectId, userId: actorId });
  const visible = rows.filter((r) => !blinded.has(r.patchId));
  return {
    classified: visible.length,
    source,
    classifier,
    cached: visible.filter((r) => fromCache.has(r)).length,
  };
}
