import { z } from "zod";

export const ZLlmPrompt = z
  .object({
    /** Stable name of the prompt template, e.g. "rubric-draft". */
    template: z.string().min(1),
    version: z.string().min(1),
    /** The rendered user message. */
    text: z.string().min(1),
    system: z.string().optional(),
    /**
     * The start of `text` that many calls share (e.g. everything about one bug, before the
     * candidate patch): sent as its own part of the user message, marked as a prompt-cache
     * breakpoint for Anthropic and used as OpenAI's prompt cache key. Not part of the cache hash:
     * the model sees the same text either way.
     */
    cachePrefix: z.string().min(1).optional(),
  })
  .refine((p) => p.cachePrefix === undefined || p.text.startsWith(p.cachePrefix), {
    message: "cachePrefix must be the start of text.",
    path: ["cachePrefix"],
  });
export type TLlmPrompt = z.infer<typeof ZLlmPrompt>;

export const ZLlmParams = z.object({
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().positive().optional(),
  /** Ask for token logprobs (OpenAI chat and openai-compatible servers that support them). */
  logprobs: z.boolean().optional(),
});
export type TLlmParams = z.infer<typeof ZLlmParams>;

export type TGenerateStructuredResult<T> = {
  object: T;
  llmCallId: string;
  cached: boolean;
  /** Tokens of the call that produced the object (the original call when cached); cached input is part of the input. */
  usage: {
    inputTokens: number | null;
    outputTokens: number | null;
    cachedInputTokens: number | null;
    cacheWriteTokens: number | null;
  };
  /** Token logprobs (JSON) of the call that produced the object, where the provider returned them. */
  logprobs: string | null;
  /** Time spent by this invocation (cache lookup only when cached). */
  latencyMs: number;
};
