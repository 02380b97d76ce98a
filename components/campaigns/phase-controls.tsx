"use client";

import type { TChangeCampaignPhaseResponse } from "@/lib/campaigns/campaigns-api.types";
import { useCampaignMutation } from "./use-campaign-mutation";
import { countNoun } from "@/lib/text/count-noun";

/** Opens the reveal phase (labels become final and visible; unanimous patches settle) or closes the campaign. */
export function PhaseControls({
  slug,
  campaignId,
  phase,
  done,
  total,
}: {
  slug: string;
  campaignId: string;
  phase: string;
  done: number;
  total: number;
}) {
  const change = useCampaignMutation<{ phase: "reveal" | "closed" }, TChangeCampaignPhaseResponse>(
    slug,
    { id: campaignId, method: "PATCH" },
  );
  const reveal = () => {
    const missing = total - done;
    const warn =
      missing > 0
        ? `\n\n${countNoun({ count: missing, one: "assignment" })} ${countNoun({ count: missing, one: "is", other: "are", withCount: false })} still unlabelled; those patches will go to adjudication.`
        : "";
    if (
      window.confirm(
        `Open the reveal phase? Every label becomes final and visible to the team.${warn}`,
      )
    )
      change.mutate({ phase: "reveal" });
  };
  return (
    <div>
      <div className="toolbar" style={{ marginBottom: 0 }}>
        {phase === "labelling" && (
          <button className="primary" onClick={reveal} disabled={change.isPending}>
            Open reveal phase
          </button>
        )}
        {phase === "reveal" && (
          <button
            onClick={() =>
              window.confirm("Close the campaign? Consensus labels become final.") &&
              change.mutate({ phase: "closed" })
            }
            disabled={change.isPending}
          >
            Close campaign
          </button>
        )}
      </div>
      {change.data?.phase === "reveal" && (
        <div className="alert success" role="status">
          Revealed:{" "}
          {countNoun({
            count: change.data.unanimous,
            one: "unanimous patch",
            other: "unanimous patches",
          })}{" "}
          settled, {change.data.disputed} to adjudicate (unanimous at the reveal: every rating in
          and all VALID or all INVALID; UNSURE counts as a label, so one UNSURE sends a patch to
          adjudication)
          {change.data.hidden > 0
            ? `; ${change.data.hidden} hidden while you are labelling them`
            : ""}
          .
        </div>
      )}
      {change.isError && (
        <div className="alert error" role="alert">
          {change.error.message}
        </div>
      )}
    </div>
  );
}
