import { llmEndpointOf } from "./llm-endpoint-of";

/**
 * What decides an answer besides the provider, model, parameters and prompt: the server the
 * request goes to when it is not the provider's own API (an openai-compatible server, a proxy,
 * a mock), and JSON mode when it is on (the schema then travels in the prompt). Part of the
 * answer cache's key (hashRequest), so an answer cached from one server is never served for
 * another with the same model name.
 */
export type TCacheScope = { endpoint?: string; jsonMode?: "json_object" };

/**
 * The cache scope of calls to `provider` at `baseUrl` (null: the provider's own API) with
 * `jsonMode`: undefined when neither applies, so calls to a hosted provider's own API keep the
 * keys they always had. A base URL that names the provider's own API is no scope either. Pure.
 */
export function describeCacheScope(options: {
  provider: string;
  baseUrl: string | null;
  jsonMode?: string | null;
}): TCacheScope | undefined {
  const { provider, baseUrl } = options;
  const own = llmEndpointOf({ provider, baseUrl: null });
  // An unreadable base URL keeps its text: never the same scope as a readable one.
  const endpoint = baseUrl ? (llmEndpointOf({ provider, baseUrl }) ?? baseUrl) : null;
  const scope: TCacheScope = {
    ...(endpoint && endpoint !== own ? { endpoint } : {}),
    // JSON mode changes the request of openai-compatible servers only (create-language-model).
    ...(provider === "openai-compatible" && options.jsonMode === "json_object"
      ? { jsonMode: "json_object" as const }
      : {}),
  };
  return Object.keys(scope).length > 0 ? scope : undefined;
}
