import type { TRunOption } from "@/lib/agreement/dashboard-types";
import { countNoun } from "@/lib/text/count-noun";

export const MAX_RUNS = 8;

/** Checkboxes choosing which judge runs to compare (one at least, at most 8, in the order chosen). */
export function RunPicker(props: {
  runs: readonly TRunOption[];
  selected: readonly string[];
  campaignId: string | null;
  onChange: (runs: string[]) => void;
}) {
  const { runs, selected, campaignId, onChange } = props;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((r) => r !== id) : [...selected, id]);
  return (
    <fieldset className="picker runs-picker">
      <legend>
        Judge runs{" "}
        <span className="subtle">
          ({selected.length} of at most {MAX_RUNS})
        </span>
      </legend>
      {runs.length === 0 && <div className="subtle">No judge runs yet.</div>}
      {runs.map((r, i) => {
        const checked = selected.includes(r.id);
        const disabled = checked ? selected.length === 1 : selected.length >= MAX_RUNS;
        return (
          <label
            key={r.id}
            className="check"
            title={
              disabled
                ? checked
                  ? "Compare at least one run."
                  : `Compare at most ${MAX_RUNS} runs.`
                : undefined
            }
          >
            <input
              type="checkbox"
              id={i === 0 ? "agreement-first-run" : undefined}
              checked={checked}
              disabled={disabled}
              onChange={() => toggle(r.id)}
            />
            <span>
              {r.label}{" "}
              <span className="subtle">
                · {r.reference} · {r.status} · {countNoun({ count: r.results, one: "result" })}
              </span>
              {campaignId && r.campaignId === campaignId && (
                <>
                  {" "}
                  <span className="badge info">this campaign</span>
                </>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
