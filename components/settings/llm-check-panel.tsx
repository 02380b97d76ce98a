"use client";

import { useLlmCheck } from "./use-llm-check";

/** "Test connection": one small structured call, then what works and what it costs, or why not. */
export function LlmCheckPanel() {
  const check = useLlmCheck();
  const result = check.data;
  return (
    <section className="panel" data-testid="llm-check">
      <h2>Connection</h2>
      <p className="subtle">
        Sends one small structured request to the configured provider and model (a few tokens).
      </p>
      <button type="button" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? "Testing…" : "Test connection"}
      </button>
      {check.error && (
        <p className="error" role="alert">
          {check.error.message}
        </p>
      )}
      {result && (
        <div role="status" data-testid="llm-check-result">
          {result.ok ? (
            <p>
              <span className="badge ok">connected</span> {result.provider} {result.model} answered
              in {result.latencyMs} ms.
            </p>
          ) : (
            <p className="error">
              <span className="badge warn">failed</span> {result.error}
            </p>
          )}
          <dl className="kv">
            <dt>Structured output</dt>
            <dd>{result.structuredOutput}</dd>
            <dt>Log-probabilities</dt>
            <dd>{result.logprobs}</dd>
            <dt>Prompt caching</dt>
            <dd>{result.promptCaching}</dd>
            <dt>Price used</dt>
            <dd>
              {result.price
                ? `$${result.price.input} input, $${result.price.output} output per million tokens (${result.priceNote})`
                : result.priceNote}
            </dd>
          </dl>
        </div>
      )}
    </section>
  );
}
