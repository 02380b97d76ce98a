import { createHash } from "node:crypto";

/** JSON with object keys sorted at every depth; undefined members dropped (as JSON.stringify does). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Cache key of an LLM request: sha256 hex over the canonical JSON (sorted keys) of the
 * provider, model, call parameters, full prompt (system included), output schema name and, when
 * there is one, the cache scope (another server than the provider's own API, JSON mode:
 * describeCacheScope). Without a scope the key is what it was before scopes existed.
 */
export function hashRequest({
  provider,
  model,
  params,
  prompt,
  schemaName,
  scope,
}: {
  provider: string;
  model: string;
  params: Record<string, unknown>;
  prompt: string | { system?: string | null; text: string };
  schemaName: string;
  scope?: Record<string, string>;
}): string {
  // canonicalJson drops an undefined member: no scope, the key of old.
  const canonical = canonicalJson({ provider, model, params, prompt, schemaName, scope });
  return createHash("sha256").update(canonical).digest("hex");
}
