"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { TCreateStudyResponse } from "@/lib/studies/studies-api.types";
import type { TCreateStudy } from "@/lib/studies/schemas";
import { useStudyMutation } from "./use-study-mutation";

type TPerson = { userId: string; name: string; email: string };
type TBug = { externalId: string; title: string | null; patches: number };

/** The lead's form for a new study: name, raters (in order: the swap is cyclic) and bugs. */
export function CreateStudyForm(props: { slug: string; raters: TPerson[]; bugs: TBug[] }) {
  const { slug, raters, bugs } = props;
  const router = useRouter();
  const create = useStudyMutation<TCreateStudy, TCreateStudyResponse>(slug, { method: "POST" });
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [bugIds, setBugIds] = useState<string[]>([]);
  const flip = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, raterIds: chosen, bugIds },
      { onSuccess: (s) => router.push(`/projects/${slug}/studies/${s.id}`) },
    );
  };
  return (
    <form className="panel" onSubmit={submit} aria-label="New study">
      <h2>New preliminary study</h2>
      <p className="subtle">
        Each rater writes their own rubric per bug from the report and the developer fix, then
        labels every patch with it, and again with the rubric of the rater before them (Rater 1 uses
        the last rater&apos;s). Raters are numbered in the order you tick them.
      </p>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} required />
      </label>
      <fieldset>
        <legend>Raters (at least two)</legend>
        {raters.map((r) => (
          <label key={r.userId} className="check">
            <input
              type="checkbox"
              checked={chosen.includes(r.userId)}
              onChange={() => setChosen(flip(chosen, r.userId))}
            />{" "}
            {r.name} <span className="subtle">{r.email}</span>
            {chosen.includes(r.userId) && (
              <span className="badge info"> Rater {chosen.indexOf(r.userId) + 1}</span>
            )}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Bugs (every candidate patch of each)</legend>
        {bugs.map((b) => (
          <label key={b.externalId} className="check">
            <input
              type="checkbox"
              checked={bugIds.includes(b.externalId)}
              onChange={() => setBugIds(flip(bugIds, b.externalId))}
            />{" "}
            <span className="mono">{b.externalId}</span> {b.title}{" "}
            <span className="subtle">({b.patches} patches)</span>
          </label>
        ))}
      </fieldset>
      {create.isError && (
        <div className="alert error" role="alert">
          {create.error.message}
        </div>
      )}
      <button className="primary" type="submit" disabled={create.isPending}>
        Create study
      </button>
    </form>
  );
}
