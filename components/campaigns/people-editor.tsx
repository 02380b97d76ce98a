"use client";

import { useState } from "react";
import type {
  TGetCampaignResponse as TCampaignOverview,
  TSetCampaignPeopleResponse,
} from "@/lib/campaigns/campaigns-api.types";
import type { TSetCampaignPeople } from "@/lib/campaigns/schemas";
import {
  describePeopleChange,
  mergePeople,
  peopleOf,
  peopleSync,
  samePeople,
  type TPeople,
} from "./people-draft";
import { useCampaignMutation } from "./use-campaign-mutation";
import { countNoun } from "@/lib/text/count-noun";

/**
 * Add or remove raters and adjudicators; assignments are rebalanced on save. The lead's unsaved
 * ticks are never reset under them: the server's people (polled with the overview) are shown at
 * once when nothing is ticked differently, and otherwise offered beside the ticks (load theirs,
 * or keep mine on top of theirs).
 */
export function PeopleEditor({ slug, overview }: { slug: string; overview: TCampaignOverview }) {
  const { campaign, candidates } = overview;
  const server = peopleOf(overview);
  // The people the ticks started from, and the ticks.
  const [base, setBase] = useState<TPeople>(server);
  const [mine, setMine] = useState<TPeople>(server);
  const save = useCampaignMutation<TSetCampaignPeople, TSetCampaignPeopleResponse>(slug, {
    id: campaign.id,
    method: "PUT",
    suffix: "/people",
  });
  // While a save runs the overview may come back with it or before it: decided once it is done.
  const sync = save.isPending ? "same" : peopleSync({ base, mine, server });
  if (sync === "adopt") {
    // The server's people and nothing of mine to keep: show them (a state adjustment during render).
    setBase(server);
    setMine(server);
  }
  const changed = !samePeople(mine, base);
  const names = new Map(
    [...candidates.raters, ...candidates.members].map((p) => [p.userId, p.name] as const),
  );
  const flip = (list: readonly string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const poolFixed = campaign.phase !== "labelling" || campaign.kind === "external";
  const send = () => {
    const sent = { raterIds: [...mine.raters], adjudicatorIds: [...mine.adjudicators] };
    save.mutate(sent, {
      onSuccess: () => setBase({ raters: sent.raterIds, adjudicators: sent.adjudicatorIds }),
    });
  };
  /** The conflict: drop my ticks for the people another lead saved. */
  const loadTheirs = () => {
    setBase(server);
    setMine(server);
    save.reset();
  };
  /** The conflict: their people with my ticks on top (still unsaved). */
  const keepMine = () => {
    setMine(mergePeople({ base, mine, server }));
    setBase(server);
  };
  return (
    <section className="panel" aria-label="People">
      <h2>People {changed && <span className="badge warn">unsaved</span>}</h2>
      <div className="grid-2">
        <fieldset className="field" disabled={poolFixed}>
          <legend>Raters{poolFixed ? " (fixed)" : ""}</legend>
          {candidates.raters.map((r) => (
            <label key={r.userId} style={{ display: "block" }}>
              <input
                type="checkbox"
                checked={mine.raters.includes(r.userId)}
                onChange={() => setMine((m) => ({ ...m, raters: flip(m.raters, r.userId) }))}
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
                checked={mine.adjudicators.includes(m.userId)}
                onChange={() =>
                  setMine((p) => ({ ...p, adjudicators: flip(p.adjudicators, m.userId) }))
                }
              />{" "}
              {m.name}
            </label>
          ))}
        </fieldset>
      </div>
      {sync === "conflict" && (
        <div className="alert error" role="alert" data-testid="people-conflict">
          Another lead changed the people of this campaign since you started ticking (
          {describePeopleChange({ base, server, names })}). Your ticks here are not saved.{" "}
          <button type="button" className="button" onClick={loadTheirs}>
            Load theirs
          </button>{" "}
          <button type="button" className="button" onClick={keepMine}>
            Keep mine on top
          </button>
        </div>
      )}
      <div className="toolbar" style={{ marginBottom: 0 }}>
        <button
          onClick={send}
          disabled={save.isPending || sync === "conflict" || campaign.phase === "closed"}
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
