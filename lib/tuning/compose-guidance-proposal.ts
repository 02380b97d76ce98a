import { generateStructured } from "@/lib/llm/generate-structured";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderGuidanceProposalPrompt } from "./render-guidance-proposal-prompt";
import {
  GUIDANCE_PROPOSAL_PROMPT,
  ZGuidanceLlmAnswer,
  ZStoredGuidance,
  type TGuidanceDisagreement,
  type TGuidanceLine,
} from "./schemas-guidance";

export type TComposedGuidance = {
  lines: TGuidanceLine[];
  llmCallId: string | null;
  promptVersion: string;
};

/**
 * Guidance lines for a judge configuration from the tuning part's disagreements, through the
 * configured LLM with prompts/judge-guidance-proposal.v1.md (structured). Patch ids a line cites
 * that are not among the disagreements are dropped. Makes the LLM call itself: never call it
 * inside a transaction.
 */
export async function composeGuidanceProposal(options: {
  config: { promptTemplate: string; promptVersion: string; guidance: string | null };
  disagreements: readonly TGuidanceDisagreement[];
}): Promise<TComposedGuidance> {
  const { config, disagreements } = options;
  const prompt = loadPrompt({ name: GUIDANCE_PROPOSAL_PROMPT });
  const text = renderGuidanceProposalPrompt({
    template: prompt.body,
    instructions: loadPrompt({ name: `${config.promptTemplate}.v${config.promptVersion}` }).body,
    guidance: config.guidance ? ZStoredGuidance.parse(JSON.parse(config.guidance)) : [],
    disagreements,
  });
  const r = await generateStructured({
    purpose: "judge.guidance",
    prompt: { template: prompt.name, version: prompt.version, text },
    params: { temperature: 0 },
    schema: ZGuidanceLlmAnswer,
    schemaName: "judge_guidance",
  });
  const known = new Set(disagreements.map((d) => d.patchId));
  return {
    lines: r.object.lines.map((line) => ({
      ...line,
      patchIds: [...new Set(line.patchIds.filter((id) => known.has(id)))],
    })),
    llmCallId: r.llmCallId,
    promptVersion: prompt.version,
  };
}
