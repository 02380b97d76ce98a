/** The API each hosted provider's SDK calls when no base URL redirects it. */
const OWN_API: Record<string, string> = {
  openai: "https://api.openai.com",
  anthropic: "https://api.anthropic.com",
  google: "https://generativelanguage.googleapis.com",
};

/**
 * The endpoint a provider's calls reach, as an origin (scheme, host, port: no path, credentials
 * or query): the base URL's when one is set, else the provider's own API. Null for a provider
 * without a known API (the baseline) or an unreadable base URL. Workers compare it to know whether
 * they reach the same server as the process that queued or sent a piece of work. Pure.
 */
export function llmEndpointOf(options: {
  provider: string;
  baseUrl: string | null;
}): string | null {
  const { provider, baseUrl } = options;
  if (baseUrl) {
    try {
      return new URL(baseUrl).origin;
    } catch {
      return null;
    }
  }
  return OWN_API[provider] ?? null;
}
