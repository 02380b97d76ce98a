import type { TGetStudyResponse } from "@/lib/studies/studies-api.types";
import { ProgressBar } from "@/components/ui/progress-bar";
import { StudyPhaseButton } from "./study-phase-button";
import { countNoun } from "@/lib/text/count-noun";

type TOverview = Omit<TGetStudyResponse, "study" | "report"> & {
  study: { id: string; phase: string };
};

function Bar(props: { label: string; done: number; total: number }) {
  const { label, done, total } = props;
  return (
    <ProgressBar
      label={label}
      done={done}
      total={total}
      minWidth={160}
      caption={`${done} / ${total}`}
    />
  );
}

/** The lead's progress table (rubrics, own labels, swap labels per rater) and the phase button. */
export function StudyOverview({ slug, overview }: { slug: string; overview: TOverview }) {
  const { study, raters, bugs, patches } = overview;
  return (
    <section className="panel">
      <h2>
        Raters · {countNoun({ count: bugs, one: "bug" })},{" "}
        {countNoun({ count: patches, one: "patch", other: "patches" })}
      </h2>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>Rater</th>
              <th>Swap rubric</th>
              <th>Rubrics submitted</th>
              <th>Own-rubric labels</th>
              <th>Swap labels</th>
            </tr>
          </thead>
          <tbody>
            {raters.map((r) => (
              <tr key={r.userId} data-testid="study-rater">
                <td>
                  Rater {r.position} · {r.name} <span className="subtle">{r.email}</span>
                </td>
                <td>Rater {r.swapPosition}&apos;s</td>
                <td>
                  <Bar label={`Rater ${r.position} rubrics`} done={r.rubrics} total={bugs} />
                </td>
                <td>
                  <Bar label={`Rater ${r.position} own labels`} done={r.own} total={patches} />
                </td>
                <td>
                  <Bar label={`Rater ${r.position} swap labels`} done={r.swap} total={patches} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StudyPhaseButton
        slug={slug}
        studyId={study.id}
        phase={study.phase}
        raters={raters}
        patches={patches}
      />
    </section>
  );
}
