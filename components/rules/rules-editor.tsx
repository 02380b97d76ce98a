"use client";

import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/components/query/fetch-json";
import {
  MAX_NOTE_LENGTH,
  MAX_RULE_LENGTH,
  MAX_RULES,
  type TProjectRule,
  type TRuleVerdict,
} from "@/lib/rules/schemas";
import { useSaveRules } from "./use-save-rules";

type TRow = { text: string; verdict: TRuleVerdict | null };

/**
 * A lead's editor of the project rules: one line per rule with an optional verdict hint, a note
 * on what changed; Save (or Ctrl+S) adds the next version, started from `base` (a version saved
 * by someone else meanwhile is refused: reload and apply the change to it).
 */
export function RulesEditor(props: {
  slug: string;
  base: { version: number; rules: readonly TProjectRule[] } | null;
}) {
  const { slug, base } = props;
  const save = useSaveRules(slug);
  const [rows, setRows] = useState<TRow[]>(() =>
    base ? base.rules.map((r) => ({ ...r })) : [{ text: "", verdict: null }],
  );
  const [note, setNote] = useState("");
  const fieldErrors = save.error instanceof ApiError ? save.error.fields : [];
  const errorOf = (path: string) => fieldErrors.find((f) => f.path === path)?.message;

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      {
        rules: rows,
        note,
        baseVersion: base?.version ?? 0,
      },
      { onSuccess: () => setNote("") },
    );
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key === "s") {
        e.preventDefault();
        submitRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const set = (i: number, patch: Partial<TRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <form
      className="panel"
      aria-label="Edit the project rules"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2>Edit</h2>
      <p className="subtle">
        One short rule per line, for every bug of the project. A verdict hint says which label a
        patch gets when the rule applies. Saving adds version {(base?.version ?? 0) + 1}; earlier
        versions stay as they were. <span className="shortcut-hint">Ctrl+S saves.</span>
      </p>
      <ol className="rules-edit-list">
        {rows.map((row, i) => (
          <li key={i} className="form-row">
            <input
              type="text"
              aria-label={`Rule ${i + 1}`}
              value={row.text}
              maxLength={MAX_RULE_LENGTH}
              style={{ flex: 1, minWidth: 0 }}
              onChange={(e) => set(i, { text: e.target.value })}
              aria-invalid={errorOf(`rules.${i}.text`) ? true : undefined}
            />
            <select
              aria-label={`Verdict hint of rule ${i + 1}`}
              value={row.verdict ?? ""}
              onChange={(e) => set(i, { verdict: (e.target.value || null) as TRuleVerdict | null })}
            >
              <option value="">no verdict hint</option>
              <option value="INVALID">→ INVALID</option>
              <option value="VALID">→ VALID</option>
            </select>
            <button
              type="button"
              className="button"
              aria-label={`Remove rule ${i + 1}`}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              Remove
            </button>
            {errorOf(`rules.${i}.text`) && (
              <span className="field-error" role="alert">
                {errorOf(`rules.${i}.text`)}
              </span>
            )}
          </li>
        ))}
      </ol>
      <div className="toolbar">
        <button
          type="button"
          className="button"
          disabled={rows.length >= MAX_RULES}
          onClick={() => setRows((all) => [...all, { text: "", verdict: null }])}
        >
          Add a rule
        </button>
        <span className="subtle">
          {rows.length} of at most {MAX_RULES}
        </span>
      </div>
      <label className="form-row">
        <span>What changed</span>
        <input
          type="text"
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          style={{ flex: 1 }}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      {save.isError && (
        <div className="alert error" role="alert">
          {save.error.message}
        </div>
      )}
      {save.isSuccess && !save.isPending && (
        <div className="alert success" role="status">
          Saved as version {save.data.ruleSet.version}.
        </div>
      )}
      <div className="toolbar">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save as a new version"}
        </button>
      </div>
    </form>
  );
}
