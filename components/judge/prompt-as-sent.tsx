"use client";

import type { TJudgeResultDetail } from "@/lib/judge/judge-api.types";
import { formatCount } from "./judge-format";

/**
 * The judge's whole prompt exactly as sent: the system message and the user message, each
 * foldable. Few-shot examples on patches the viewer is still labelling are replaced by a notice
 * (said above the messages), or the whole prompt is withheld with the reason.
 */
export function PromptAsSent({
  prompt,
  withheld = null,
}: {
  prompt: TJudgeResultDetail["prompt"];
  withheld?: TJudgeResultDetail["promptWithheld"];
}) {
  if (!prompt && withheld)
    return (
      <div className="subtle" data-testid="judge-prompt-withheld">
        {withheld}
      </div>
    );
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
      {prompt.hiddenExamples > 0 && (
        <div className="subtle" data-testid="judge-prompt-hidden">
          {prompt.hiddenExamples} few-shot example{prompt.hiddenExamples === 1 ? " is" : "s are"}{" "}
          replaced by a notice: you are still labelling{" "}
          {prompt.hiddenExamples === 1 ? "its patch" : "their patches"} in a campaign.
        </div>
      )}
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
