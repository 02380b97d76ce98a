import type { ProviderMetadata } from "ai";

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
  if (!providerMetadata) return null;
  for (const metadata of Object.values(providerMetadata)) {
    const logprobs = metadata?.logprobs;
    if (Array.isArray(logprobs) && logprobs.length > 0) return JSON.stringify(logprobs);
  }
  return null;
}
