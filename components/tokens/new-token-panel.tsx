"use client";

import { useState } from "react";
import type { TCreateApiTokenResponse } from "@/lib/tokens/tokens-api.types";

/** The token just created, shown this once with a Copy button (only its hash is stored). */
export function NewTokenPanel({
  created,
  onDone,
}: {
  created: TCreateApiTokenResponse;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  function copy() {
    // The clipboard API exists only in secure contexts (https or localhost).
    if (!navigator.clipboard) return setCopied("failed");
    navigator.clipboard.writeText(created.token).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  }

  return (
    <div className="alert success" role="status" data-testid="new-token">
      <div>
        Token <strong>{created.name}</strong> ({created.scope}
        {created.projectSlug ? `, project ${created.projectSlug}` : ", all your projects"}, until{" "}
        {created.expiresAt.slice(0, 10)}). Copy it now: <strong>you will not see it again.</strong>
      </div>
      <div className="form-row">
        <input
          className="mono"
          aria-label="New API token"
          readOnly
          value={created.token}
          size={60}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" onClick={copy}>
          Copy
        </button>
        <button type="button" onClick={onDone}>
          Done
        </button>
        {copied && (
          <span className="subtle" aria-live="polite">
            {copied === "copied" ? "Copied." : "Copy failed: select the token and copy it."}
          </span>
        )}
      </div>
      <div className="subtle">
        Send it as <code>Authorization: Bearer &lt;token&gt;</code>.
      </div>
    </div>
  );
}
