"use client";

import { DEFAULT_GRADED_SCALE, type TRatingScale } from "@/lib/scales/schemas";
import { STANDARD_DIMENSIONS } from "@/lib/scales/standard-dimensions";

/**
 * The campaign form's "Scale" choice: binary (null) or graded, starting from the default
 * four-point scale with editable grade labels, definitions, the VALID threshold and optional
 * dimensions (lib/scales). The server checks it (ZRatingScale); it is fixed once created.
 */
export function ScaleFields(props: {
  value: TRatingScale | null;
  onChange: (scale: TRatingScale | null) => void;
}) {
  const { value, onChange } = props;
  const grades = value?.grades ?? [];
  const setGrade = (i: number, patch: Partial<TRatingScale["grades"][number]>) =>
    value &&
    onChange({ ...value, grades: grades.map((g, j) => (j === i ? { ...g, ...patch } : g)) });
  const resize = (n: number) => {
    if (!value) return;
    const next = Array.from(
      { length: n },
      (_, i) => grades[i] ?? { value: i + 1, label: `Grade ${i + 1}`, definition: "" },
    );
    onChange({ ...value, grades: next, validFrom: Math.min(value.validFrom, n) });
  };
  const dimension = (key: string) => value?.dimensions.find((d) => d.key === key);
  const toggleDimension = (key: string) =>
    value &&
    onChange({
      ...value,
      dimensions: dimension(key)
        ? value.dimensions.filter((d) => d.key !== key)
        : STANDARD_DIMENSIONS.filter((d) => d.key === key || dimension(d.key)).map(
            (d) => dimension(d.key) ?? d,
          ),
    });
  return (
    <fieldset className="field" aria-label="Scale">
      <legend>Scale</legend>
      <label style={{ display: "block" }}>
        <input type="radio" name="scale" checked={!value} onChange={() => onChange(null)} /> Binary:
        VALID or INVALID (default)
      </label>
      <label style={{ display: "block" }}>
        <input
          type="radio"
          name="scale"
          checked={Boolean(value)}
          onChange={() => onChange(structuredClone(DEFAULT_GRADED_SCALE))}
        />{" "}
        Graded: raters pick a grade; the binary tables use its collapse
      </label>
      {value && (
        <div className="scale-fields">
          <div className="toolbar" style={{ marginBottom: 6 }}>
            <label>
              Grades{" "}
              <select
                aria-label="Number of grades"
                value={grades.length}
                onChange={(e) => resize(Number(e.target.value))}
              >
                {[2, 3, 4, 5, 6, 7].map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            <label>
              VALID from grade{" "}
              <select
                aria-label="VALID from grade"
                value={value.validFrom}
                onChange={(e) => onChange({ ...value, validFrom: Number(e.target.value) })}
              >
                {grades.slice(1).map((g) => (
                  <option key={g.value}>{g.value}</option>
                ))}
              </select>
            </label>
          </div>
          {grades.map((g, i) => (
            <div key={g.value} className="scale-grade">
              <strong className="mono">{g.value}</strong>
              <input
                aria-label={`Grade ${g.value} label`}
                value={g.label}
                onChange={(e) => setGrade(i, { label: e.target.value })}
              />
              <span className={`badge ${g.value >= value.validFrom ? "ok" : "bad"}`}>
                {g.value >= value.validFrom ? "VALID" : "INVALID"}
              </span>
              <textarea
                aria-label={`Grade ${g.value} definition`}
                rows={2}
                value={g.definition}
                onChange={(e) => setGrade(i, { definition: e.target.value })}
              />
            </div>
          ))}
          <div className="subtle" style={{ marginTop: 6 }}>
            Dimensions (optional; each graded on the same grades, all required):
          </div>
          {STANDARD_DIMENSIONS.map((d) => {
            const chosen = dimension(d.key);
            return (
              <div key={d.key}>
                <label>
                  <input
                    type="checkbox"
                    checked={Boolean(chosen)}
                    onChange={() => toggleDimension(d.key)}
                  />{" "}
                  {d.name}
                </label>
                {chosen && (
                  <textarea
                    aria-label={`${d.name} definition`}
                    rows={2}
                    style={{ display: "block", width: "100%", marginBottom: 6 }}
                    value={chosen.definition}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        dimensions: value.dimensions.map((x) =>
                          x.key === d.key ? { ...x, definition: e.target.value } : x,
                        ),
                      })
                    }
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
