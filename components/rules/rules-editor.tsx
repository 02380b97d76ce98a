"use client";

import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/components/query/fetch-json";
import { LengthWarning } from "@/components/ui/length-warning";
import { charactersOver } from "@/components/ui/characters-over";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import type { TRuleSetVersionWire } from "@/lib/rules/rules-api.types";
import {
  MAX_NOTE_LENGTH,
  MAX_RULE_LENGTH,
  MAX_RULES,
  type TRuleVerdict,
} from "@/lib/rules/schemas";
import {
  rowsOf,
  rulesChanged,
  rulesSync,
  rulesTooLong,
  type TRuleRow,
  type TRulesBase,
} from "./rules-draft";
import { useSaveRules } from "./use-save-rules";

const LEAVE_MESSAGE = "Your edits of the project rules are not saved. Leave anyway?";

/**
 * A lead's editor of the project rules: one line per rule with an optional verdict hint, a note
 * on what changed; Save (or Ctrl+S) adds the next version, started from the version the edit
 * began with. The editor is never reset under the lead's input: a newer version saved by
 * someone else is shown at once when nothing was typed, and otherwise offered beside the edits
 * (load it, or save mine on top of it); a failed save keeps every row and the note.
 */
export function RulesEditor(props: { slug: string; latest: TRuleSetVersionWire | null }) {
  const { slug, latest } = props;
  const save = useSaveRules(slug);
  const [base, setBase] = useState<TRulesBase>(latest);
  const [rows, setRows] = useState<TRuleRow[]>(() => rowsOf(latest));
  const [note, setNote] = useState("");
  // The version a save was refused over (409) until that newer version has arrived.
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const changed = rulesChanged({ rows, note, base });
  const sync = rulesSync({ base, latest, changed });
  if (sync === "adopt" && !save.isPending) {
    // A newer version and nothing typed: show it (a state adjustment during render).
    setBase(latest);
    setRows(rowsOf(latest));
  }
  const baseVersion = base?.version ?? 0;
  const tooLong = rulesTooLong(rows, note);
  const blocked = save.isPending || sync === "conflict" || tooLong;
  const refused = save.error instanceof ApiError && save.error.status === 409;
  const fieldErrors = save.error instanceof ApiError ? save.error.fields : [];
  const errorOf = (path: string) => fieldErrors.find((f) => f.path === path)?.message;
  useLeaveGuard({ active: changed, message: LEAVE_MESSAGE });

  const send = (from: number) => {
    const sent = { rules: rows, note, baseVersion: from };
    setRefusedAt(null);
    save.mutate(sent, {
      onSuccess: ({ ruleSet }) => {
        setBase({ version: ruleSet.version, rules: sent.rules });
        // Only the note sent is cleared: one typed while the save ran stays.
        setNote((n) => (n === sent.note ? "" : n));
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) setRefusedAt(from);
      },
    });
  };
  const submit = () => {
    if (!blocked) send(baseVersion);
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
  /** The conflict: drop my rows for the newer version (my note stays). */
  const loadTheirs = () => {
    setBase(latest);
    setRows(rowsOf(latest));
    setRefusedAt(null);
    save.reset();
  };
  /** The conflict: my rows as the version after theirs (theirs stays in the history). */
  const keepMine = () => {
    setBase(latest);
    send(latest?.version ?? 0);
  };

  const set = (i: number, patch: Partial<TRuleRow>) =>
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
      <h2>Edit {changed && <span className="badge warn">unsaved</span>}</h2>
      <p className="subtle">
        One short rule per line, for every bug of the project. A verdict hint says which label a
        patch gets when the rule applies. Saving adds version {baseVersion + 1}; earlier versions
        stay as they were. <span className="shortcut-hint">Ctrl+S saves.</span>
      </p>
      <ol className="rules-edit-list">
        {rows.map((row, i) => (
          <li key={i} className="form-row">
            <input
              type="text"
              aria-label={`Rule ${i + 1}`}
              value={row.text}
              style={{ flex: 1, minWidth: 0 }}
              onChange={(e) => set(i, { text: e.target.value })}
              aria-invalid={
                errorOf(`rules.${i}.text`) || charactersOver(row.text, MAX_RULE_LENGTH) > 0
                  ? true
                  : undefined
              }
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
            <LengthWarning value={row.text} max={MAX_RULE_LENGTH} />
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
          style={{ flex: 1 }}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={charactersOver(note, MAX_NOTE_LENGTH) > 0 ? true : undefined}
        />
        <LengthWarning value={note} max={MAX_NOTE_LENGTH} />
      </label>
      {sync === "conflict" && latest ? (
        <div className="alert error" role="alert" data-testid="rules-conflict">
          Version {latest.version} was saved
          {latest.createdBy ? ` by ${latest.createdBy.name}` : ""} since you started from{" "}
          {base ? `version ${base.version}` : "no rules"}. Your edits here are not saved.{" "}
          <button type="button" className="button" onClick={loadTheirs}>
            Load version {latest.version}
          </button>{" "}
          <button type="button" className="button" onClick={keepMine}>
            Keep mine on top of it
          </button>
        </div>
      ) : (
        refused &&
        refusedAt === baseVersion && (
          <div className="alert error" role="alert" data-testid="rules-conflict">
            Another version was saved since you started from{" "}
            {base ? `version ${base.version}` : "no rules"}; loading it… Your edits here are kept.
          </div>
        )
      )}
      {save.isError && !refused && (
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
        <button type="submit" className="button primary" disabled={blocked}>
          {save.isPending ? "Saving…" : "Save as a new version"}
        </button>
        {tooLong && <span className="subtle">Shorten the rules marked above to save.</span>}
      </div>
    </form>
  );
}
