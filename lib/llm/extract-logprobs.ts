import type { ProviderMetadata } from "ai";
import { findLogprobEntries } from "./find-logprob-entries";

/**
 * Token logprobs from a call's providerMetadata as JSON, or null. OpenAI (chat API) puts them
 * in providerMetadata.openai.logprobs; the openai-compatible provider made by
 * createLanguageModel puts them in providerMetadata.compatible.logprobs.
 */
export function extractLogprobs({
  providerMetadata,
}: {
  providerMetadata: ProviderMetadata | undefined;
}): string | null {
  const entries = findLogprobEntries({ providerMetadata });
  return entries ? JSON.stringify(entries) : null;
}
