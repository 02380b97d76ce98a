"use client";

import { useRouter } from "next/navigation";
import { findMissingStudyLabels } from "@/lib/studies/find-missing-study-labels";
import type { TChangeStudyPhaseResponse } from "@/lib/studies/studies-api.types";
import { useStudyMutation } from "./use-study-mutation";
import { countNoun } from "@/lib/text/count-noun";

/**
 * Moves the study on: authoring → labelling (once every rubric is in), labelling → closed. Closing
 * while raters still owe labels says who owes what before the lead confirms (and only then asks
 * the server to close anyway).
 */
export function StudyPhaseButton(props: {
  slug: string;
  studyId: string;
  phase: string;
  raters: { name: string; own: number; swap: number }[];
  patches: number;
}) {
  const { slug, studyId, phase, raters, patches } = props;
  const router = useRouter();
  const change = useStudyMutation<
    { phase: "labelling" | "closed"; force?: boolean },
    TChangeStudyPhaseResponse
  >(slug, { id: studyId, method: "PATCH" });
  const next = phase === "authoring" ? "labelling" : phase === "labelling" ? "closed" : null;
  if (!next) return <span className="badge">Closed: the report is open to the raters.</span>;
  const onClick = () => {
    const missing = findMissingStudyLabels({ raters, patches });
    const message =
      next === "labelling"
        ? "Start labelling? Rubrics become final."
        : `Close the study? Labelling ends and the raters can read the report.${
            missing.total > 0
              ? `\n\n${countNoun({ count: missing.total, one: "label" })} ${countNoun({ count: missing.total, one: "is", other: "are", withCount: false })} still missing and will be left out of the report:\n${missing.lines.map((l) => `  ${l}`).join("\n")}`
              : ""
          }`;
    if (!window.confirm(message)) return;
    change.mutate(
      next === "closed" && missing.total > 0 ? { phase: next, force: true } : { phase: next },
      { onSuccess: () => router.refresh() },
    );
  };
  return (
    <div>
      <button className="primary" disabled={change.isPending} onClick={onClick}>
        {next === "labelling" ? "Start labelling" : "Close study"}
      </button>
      {change.isError && (
        <div className="alert error" role="alert">
          {change.error.message}
        </div>
      )}
    </div>
  );
}
