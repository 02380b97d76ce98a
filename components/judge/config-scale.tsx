"use client";

import { DEFAULT_GRADED_SCALE, type TRatingScale } from "@/lib/scales/schemas";

/** Dimensions offered by "Add dimension" (paper 001 §10), each with a starting definition. */
const SUGGESTED = [
  { key: "correctness", name: "Correctness", definition: "Fixes the bug's root cause." },
  { key: "minimality", name: "Minimality", definition: "Changes only what the fix needs." },
  {
    key: "maintainability",
    name: "Maintainability",
    definition: "Readable, in the project's style.",
  },
  { key: "security", name: "Security", definition: "Introduces no vulnerability." },
];

/**
 * The configuration form's "Scale": Binary (default) or Graded, starting from the four-point
 * DEFAULT_GRADED_SCALE, with each grade's label and definition editable, the grade from which a
 * patch is VALID, and optional dimensions graded on the same grades. The server validates it
 * (ZRatingScale) and names the field on error.
 */
export function ConfigScale(props: {
  scale: TRatingScale | null;
  onChange: (scale: TRatingScale | null) => void;
}) {
  const { scale, onChange } = props;
  const unused = SUGGESTED.filter((s) => !scale?.dimensions.some((d) => d.key === s.key));
  return (
    <fieldset className="panel" style={{ marginTop: 10 }} aria-label="Scale">
      <label className="field">
        Scale
        <select
          value={scale ? "graded" : "binary"}
          onChange={(e) =>
            onChange(e.target.value === "graded" ? structuredClone(DEFAULT_GRADED_SCALE) : null)
          }
        >
          <option value="binary">Binary: VALID or INVALID (default)</option>
          <option value="graded">Graded: a grade with definitions, collapsed to the label</option>
        </select>
      </label>
      {scale && (
        <>
          <table className="data" aria-label="Grades">
            <thead>
              <tr>
                <th scope="col">Grade</th>
                <th scope="col">Label</th>
                <th scope="col">Definition</th>
                <th scope="col">Collapses to</th>
              </tr>
            </thead>
            <tbody>
              {scale.grades.map((g, i) => (
                <tr key={g.value}>
                  <td>{g.value}</td>
                  <td>
                    <input
                      aria-label={`Grade ${g.value} label`}
                      value={g.label}
                      onChange={(e) =>
                        onChange({
                          ...scale,
                          grades: scale.grades.map((x, j) =>
                            j === i ? { ...x, label: e.target.value } : x,
                          ),
                        })
                      }
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Grade ${g.value} definition`}
                      value={g.definition}
                      style={{ minWidth: 420 }}
                      onChange={(e) =>
                        onChange({
                          ...scale,
                          grades: scale.grades.map((x, j) =>
                            j === i ? { ...x, definition: e.target.value } : x,
                          ),
                        })
                      }
                    />
                  </td>
                  <td>{g.value >= scale.validFrom ? "VALID" : "INVALID"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="form-row" style={{ marginTop: 8 }}>
            <label className="field">
              VALID from grade
              <select
                value={scale.validFrom}
                onChange={(e) => onChange({ ...scale, validFrom: Number(e.target.value) })}
              >
                {scale.grades.slice(1).map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.value}
                  </option>
                ))}
              </select>
            </label>
            {unused.length > 0 && (
              <label className="field">
                Add dimension
                <select
                  value=""
                  onChange={(e) => {
                    const pick = SUGGESTED.find((s) => s.key === e.target.value);
                    if (pick) onChange({ ...scale, dimensions: [...scale.dimensions, pick] });
                  }}
                >
                  <option value="">—</option>
                  {unused.map((s) => (
                    <option key={s.key} value={s.key}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {scale.dimensions.map((dim, i) => (
            <div className="form-row" key={dim.key} data-testid="scale-dimension">
              <span className="mono">{dim.key}</span>
              <input
                aria-label={`Dimension ${dim.key} definition`}
                value={dim.definition}
                style={{ minWidth: 420 }}
                onChange={(e) =>
                  onChange({
                    ...scale,
                    dimensions: scale.dimensions.map((x, j) =>
                      j === i ? { ...x, definition: e.target.value } : x,
                    ),
                  })
                }
              />
              <button
                type="button"
                onClick={() =>
                  onChange({ ...scale, dimensions: scale.dimensions.filter((_, j) => j !== i) })
                }
              >
                Remove {dim.name}
              </button>
            </div>
          ))}
        </>
      )}
    </fieldset>
  );
}
