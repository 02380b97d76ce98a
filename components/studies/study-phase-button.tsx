"use client";

import { useRouter } from "next/navigation";
import type { TChangeStudyPhaseResponse } from "@/lib/studies/studies-api.types";
import { useStudyMutation } from "./use-study-mutation";

/** Moves the study on: authoring → labelling (once every rubric is in), labelling → closed. */
export function StudyPhaseButton(props: { slug: string; studyId: string; phase: string }) {
  const { slug, studyId, phase } = props;
  const router = useRouter();
  const change = useStudyMutation<{ phase: "labelling" | "closed" }, TChangeStudyPhaseResponse>(
    slug,
    { id: studyId, method: "PATCH" },
  );
  const next = phase === "authoring" ? "labelling" : phase === "labelling" ? "closed" : null;
  if (!next) return <span className="badge">Closed: the report is open to the raters.</span>;
  return (
    <div>
      <button
        className="primary"
        disabled={change.isPending}
        onClick={() =>
          window.confirm(
            next === "labelling"
              ? "Start labelling? Rubrics become final."
              : "Close the study? Labelling ends and the raters can read the report.",
          ) && change.mutate({ phase: next }, { onSuccess: () => router.refresh() })
        }
      >
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
