"use client";

import type { TEditRegion } from "@/lib/rubrics/segment-edits";
import { EDIT_THEME_LABELS, ZEditTheme, type TEditTheme } from "@/lib/rubrics/edit-themes";
import { editKey, type TEditNote } from "@/lib/rubrics/schemas";
import { ChangeText } from "./change-text";

type TProps = {
  regions: TEditRegion[];
  notes: Record<string, TEditNote>;
  onChange: (note: TEditNote) => void;
  /** Reviewer comments by edit key, from the last round. */
  comments?: Record<string, string[]>;
};

/** Every changed region of the draft with its justification and themes. */
export function EditNoteList({ regions, notes, onChange, comments = {} }: TProps) {
  if (regions.length === 0)
    return <p className="subtle">No edits yet: an unmodified draft can be submitted as is.</p>;
  return (
    <ol style={{ paddingLeft: 18, margin: 0 }} data-testid="edit-notes">
      {regions.map((r, i) => {
        const key = editKey(r);
        const note = notes[key] ?? { key, justification: "", themes: [] };
        const incomplete = note.justification.trim() === "" || note.themes.length === 0;
        const toggle = (t: TEditTheme, on: boolean) =>
          onChange({
            ...note,
            themes: on ? [...note.themes, t] : note.themes.filter((x) => x !== t),
          });
        return (
          <li key={key} style={{ marginBottom: 14 }} data-testid={`edit-${i + 1}`}>
            <div className="toolbar" style={{ marginBottom: 4 }}>
              <strong>Edit {i + 1}</strong>
              <span
                className={`badge ${r.type === "addition" ? "ok" : r.type === "deletion" ? "bad" : "warn"}`}
              >
                {r.type}
              </span>
              {incomplete && <span className="badge">needs justification and theme</span>}
            </div>
            <ChangeText region={r} />
            {(comments[key] ?? []).map((c, j) => (
              <div key={j} className="alert warn" style={{ margin: "6px 0" }}>
                Reviewer: {c}
              </div>
            ))}
            <textarea
              aria-label={`Justification for edit ${i + 1}`}
              rows={2}
              style={{ width: "100%", marginTop: 6 }}
              placeholder="Why this change?"
              value={note.justification}
              onChange={(e) => onChange({ ...note, justification: e.target.value })}
            />
            <div className="toolbar" style={{ marginTop: 4, gap: 12 }}>
              {ZEditTheme.options.map((t) => (
                <label key={t} style={{ fontSize: 12.5 }}>
                  <input
                    type="checkbox"
                    checked={note.themes.includes(t)}
                    onChange={(e) => toggle(t, e.target.checked)}
                    aria-label={`${EDIT_THEME_LABELS[t]} (edit ${i + 1})`}
                  />{" "}
                  {EDIT_THEME_LABELS[t]}
                </label>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
