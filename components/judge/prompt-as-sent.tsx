"use client";

import type { TJudgeResultDetail } from "@/lib/judge/judge-api.types";
import { formatCount } from "./judge-format";

/** The judge's whole prompt exactly as sent: the system message and the user message, each foldable. */
export function PromptAsSent({ prompt }: { prompt: TJudgeResultDetail["prompt"] }) {
  if (!prompt)
    return (
      <div className="subtle" data-testid="judge-prompt-none">
        No prompt was logged for this patch (no model call, or the call's log was removed).
      </div>
    );
  const messages = [
    ...(prompt.system !== null ? [{ role: "System", text: prompt.system }] : []),
    { role: "User", text: prompt.user },
  ];
  return (
    <div data-testid="judge-prompt">
      <h4>The prompt as sent</h4>
      {messages.map((m) => (
        <details key={m.role} className="prompt-message" open={m.role === "User"}>
          <summary>
            {m.role} message{" "}
            <span className="subtle">({formatCount(m.text.length)} characters)</span>
          </summary>
          <pre className="test-information" data-testid={`judge-prompt-${m.role.toLowerCase()}`}>
            {m.text}
          </pre>
        </details>
      ))}
    </div>
  );
}
