import type { ProviderMetadata } from "ai";

/** The token logprob entries in a call's providerMetadata, or null. */
export function findLogprobEntries(options: {
  providerMetadata: ProviderMetadata | undefined;
}): readonly unknown[] | null {
  for (const metadata of Object.values(options.providerMetadata ?? {})) {
    const logprobs = metadata?.logprobs;
    if (Array.isArray(logprobs) && logprobs.length > 0) return logprobs;
  }
  return null;
}
