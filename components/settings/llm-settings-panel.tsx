import type { TLlmSettings } from "@/lib/llm/get-llm-settings";

/** Read-only LLM configuration (server-rendered for leads and admins only; no key values exist here). */
export function LlmSettingsPanel({ llm }: { llm: TLlmSettings }) {
  return (
    <section className="panel" data-testid="llm-settings">
      <h2>LLM provider</h2>
      <div className="subtle">
        Set by environment variables on the server; shown read-only to leads and admins.
      </div>
      <dl className="kv">
        <dt>Provider</dt>
        <dd>
          {llm.provider === "none"
            ? "none: drafting uses the offline drafter (no LLM)"
            : llm.provider}
        </dd>
        <dt>Model</dt>
        <dd>{llm.model ?? "—"}</dd>
        <dt>Base URL</dt>
        <dd>{llm.baseUrl ?? "provider default"}</dd>
        <dt>API key</dt>
        <dd>{llm.keySource ? `set (from ${llm.keySource})` : "not set"}</dd>
        <dt>Key variables</dt>
        <dd data-testid="llm-key-variables">
          {llm.keyVariables.map((k) => (
            <div key={k.name}>
              <span className="mono">{k.name}</span>: {k.set ? "set" : "not set"}
            </div>
          ))}
        </dd>
        <dt>Status</dt>
        <dd>
          {llm.configured ? (
            <span className="badge ok">ready</span>
          ) : (
            <span className="badge warn">not configured</span>
          )}
          {llm.problem && ` ${llm.problem}`}
        </dd>
      </dl>
    </section>
  );
}
