"use client";

import { useState } from "react";
import type {
  TGetCampaignResponse as TCampaignOverview,
  TSetCampaignPeopleResponse,
} from "@/lib/campaigns/campaigns-api.types";
import type { TSetCampaignPeople } from "@/lib/campaigns/schemas";
import { useCampaignMutation } from "./use-campaign-mutation";
import { countNoun } from "@/lib/text/count-noun";

/** Add or remove raters and adjudicators; assignments are rebalanced on save. */
export function PeopleEditor({ slug, overview }: { slug: string; overview: TCampaignOverview }) {
  const { campaign, candidates } = overview;
  const [raters, setRaters] = useState(
    overview.raters.filter((r) => r.active).map((r) => r.userId),
  );
  const [adjudicators, setAdjudicators] = useState(overview.adjudicators.map((a) => a.userId));
  const save = useCampaignMutation<TSetCampaignPeople, TSetCampaignPeopleResponse>(slug, {
    id: campaign.id,
    method: "PUT",
    suffix: "/people",
  });
  const flip = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const poolFixed = campaign.phase !== "labelling" || campaign.kind === "external";
  return (
    <section className="panel" aria-label="People">
      <h2>People</h2>
      <div className="grid-2">
        <fieldset className="field" disabled={poolFixed}>
          <legend>Raters{poolFixed ? " (fixed)" : ""}</legend>
          {candidates.raters.map((r) => (
            <label key={r.userId} style={{ display: "block" }}>
              <input
                type="checkbox"
                checked={raters.includes(r.userId)}
                onChange={() => setRaters(flip(raters, r.userId))}
              />{" "}
              {r.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="field" disabled={campaign.phase === "closed"}>
          <legend>Adjudicators besides leads</legend>
          {candidates.members.map((m) => (
            <label key={m.userId} style={{ display: "block" }}>
              <input
                type="checkbox"
                checked={adjudicators.includes(m.userId)}
                onChange={() => setAdjudicators(flip(adjudicators, m.userId))}
              />{" "}
              {m.name}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="toolbar" style={{ marginBottom: 0 }}>
        <button
          onClick={() => save.mutate({ raterIds: raters, adjudicatorIds: adjudicators })}
          disabled={save.isPending || campaign.phase === "closed"}
        >
          {save.isPending ? "Rebalancing…" : "Save and rebalance"}
        </button>
      </div>
      {save.data && (
        <div className="alert success" role="status">
          Saved: {countNoun({ count: save.data.created, one: "assignment" })} added,{" "}
          {save.data.removed} moved away.
          {save.data.warnings.map((w) => ` ${w}`)}
        </div>
      )}
      {save.isError && (
        <div className="alert error" role="alert">
          {save.error.message}
        </div>
      )}
    </section>
  );
}
