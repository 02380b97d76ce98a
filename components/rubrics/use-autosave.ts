"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { ZEditTheme } from "@/lib/rubrics/edit-themes";
import { editKey, type TEditNote } from "@/lib/rubrics/schemas";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { ApiError } from "@/components/query/fetch-json";
import { readStoredJson } from "@/components/query/read-stored-json";
import { useActiveTime } from "@/components/ui/use-active-time";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import { useSaveRubric } from "./use-save-rubric";

export type TConflict = { currentVersionId: string; currentNumber: number; currentContent: string };
export type TSaveState = "saved" | "dirty" | "saving" | "conflict" | "error";
type TWork = { text: string; notes: Record<string, TEditNote> };
/** The browser copy of the working state (notes unchecked for length: they may be half-typed). */
const ZBackup = z.object({
  text: z.string(),
  notes: z.record(
    z.string(),
    z.object({ key: z.string(), justification: z.string(), themes: z.array(ZEditTheme) }),
  ),
  baseVersionId: z.string(),
});

/**
 * The editor's working copy: autosaved 1 s after the last change, mirrored to
 * localStorage on every change (a crash or closed tab loses nothing), and a 409
 * from the server surfaces as a conflict to resolve instead of an overwrite.
 *
 * A save sends the copy as it is when the save starts. Text typed while it is in flight stays
 * unsaved (and in the browser copy) and is saved next, after it: saves never overlap, and
 * `flush` (Ctrl+S, Submit) waits for the one in flight and then saves whatever is newer. A
 * browser copy made on an older version than the server's now opens as a conflict (load that
 * version, or keep mine on top of it), never silently dropped.
 */
export function useAutosave(options: {
  slug: string;
  bugId: string;
  /** The draft the edit regions are measured against. */
  draft: string;
  versionId: string;
  versionNumber: number;
  initial: TWork;
}) {
  const { slug, bugId } = options;
  const storageKey = `rubricate:rubric:${slug}:${bugId}`;
  const save = useSaveRubric(slug, bugId);
  const [work, setWork] = useState<TWork>(options.initial);
  const [base, setBase] = useState({ id: options.versionId, number: options.versionNumber });
  const [state, setState] = useState<TSaveState>("saved");
  const [conflict, setConflict] = useState<TConflict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  /** Bumped whenever the working copy is replaced from outside the editor (it then reloads). */
  const [revision, setRevision] = useState(0);
  // What the saves read: the latest copy and version, the copy the server holds, the save in
  // flight, and whether a conflict waits (no save may go out over it).
  const latest = useRef<TWork>(options.initial);
  const baseRef = useRef(base);
  const stored = useRef<TWork>(options.initial);
  const inFlight = useRef<Promise<string | null> | null>(null);
  const blocked = useRef(false);
  const time = useActiveTime(`${slug}:${bugId}`);

  const backUp = useCallback(
    (copy: TWork, baseVersionId: string) =>
      window.localStorage.setItem(storageKey, JSON.stringify({ ...copy, baseVersionId })),
    [storageKey],
  );
  const replaceWork = (next: TWork) => {
    latest.current = next;
    setWork(next);
    setRevision((r) => r + 1);
  };
  const raiseConflict = (c: TConflict) => {
    blocked.current = true;
    setConflict(c);
    setState("conflict");
  };

  useEffect(() => {
    const backup = readStoredJson({
      storage: window.localStorage,
      key: storageKey,
      schema: ZBackup,
    });
    if (!backup) return;
    if (
      backup.text === options.initial.text &&
      JSON.stringify(backup.notes) === JSON.stringify(options.initial.notes)
    ) {
      window.localStorage.removeItem(storageKey);
      return;
    }
    replaceWork({ text: backup.text, notes: backup.notes });
    setRestored(true);
    if (backup.baseVersionId === options.versionId) setState("dirty");
    else
      raiseConflict({
        currentVersionId: options.versionId,
        currentNumber: options.versionNumber,
        currentContent: options.initial.text,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore the browser backup once, on mount
  }, []);

  /** Changes the working copy: the given fields, or those computed from the latest copy. */
  const update = useCallback(
    (next: Partial<TWork> | ((work: TWork) => Partial<TWork>)) => {
      const prev = latest.current;
      const merged = { ...prev, ...(typeof next === "function" ? next(prev) : next) };
      latest.current = merged;
      backUp(merged, baseRef.current.id);
      setWork(merged);
      setState((s) => (s === "conflict" ? s : "dirty"));
    },
    [backUp],
  );

  /** One save of the copy as it is now; null when nothing could be saved. */
  const saveNow = useCallback(async (): Promise<string | null> => {
    if (blocked.current) return null;
    const sent = latest.current;
    if (sent === stored.current) {
      setState("saved");
      return baseRef.current.id;
    }
    setState("saving");
    const activeMs = time.take();
    try {
      // Only the notes of the text's regions: the others stay here (and in the browser copy)
      // for an undo, but the server has no use for them.
      const keys = new Set(
        segmentEdits({ base: options.draft, next: sent.text }).map((r) => editKey(r)),
      );
      const saved = await save.mutateAsync({
        baseVersionId: baseRef.current.id,
        content: sent.text,
        notes: Object.values(sent.notes).filter((n) => keys.has(n.key)),
        activeMs,
      });
      baseRef.current = { id: saved.versionId, number: saved.number };
      setBase(baseRef.current);
      stored.current = sent;
      setError(null);
      if (latest.current === sent) {
        window.localStorage.removeItem(storageKey);
        setState("saved");
      } else {
        // Typed while the save was in flight: still unsaved, now on top of the new version.
        backUp(latest.current, saved.versionId);
        setState("dirty");
      }
      return saved.versionId;
    } catch (err) {
      time.giveBack(activeMs);
      if (err instanceof ApiError && err.status === 409 && err.details) {
        raiseConflict(err.details as TConflict);
      } else {
        setError((err as Error).message);
        setState("error");
      }
      return null;
    }
  }, [save, storageKey, options.draft, time, backUp]);

  /** Saves the latest copy after any save in flight; resolves to the version that holds it. */
  const flush = useCallback((): Promise<string | null> => {
    const run = (inFlight.current ?? Promise.resolve(null)).then(() => saveNow());
    inFlight.current = run;
    void run.finally(() => {
      if (inFlight.current === run) inFlight.current = null;
    });
    return run;
  }, [saveNow]);

  // Leaving with unsaved changes asks first (the browser copy would still restore them).
  useLeaveGuard({
    active: state !== "saved",
    message:
      "This rubric has changes that are not saved yet. Leave anyway? This browser keeps a copy " +
      "and offers it when you come back.",
  });

  useEffect(() => {
    if (state !== "dirty") return;
    const t = setTimeout(() => void flush(), 1000);
    return () => clearTimeout(t);
  }, [work, state, flush]);

  /** Conflict: drop my text and load the saved version (my justifications stay). Returns true when it did. */
  const takeTheirs = () => {
    if (!conflict) return false;
    baseRef.current = { id: conflict.currentVersionId, number: conflict.currentNumber };
    setBase(baseRef.current);
    replaceWork({ ...latest.current, text: conflict.currentContent });
    stored.current = latest.current;
    window.localStorage.removeItem(storageKey);
    blocked.current = false;
    setConflict(null);
    setState("saved");
    return true;
  };
  /** Conflict: keep my copy, saved as a new version on top of theirs (theirs stays in the history). */
  const keepMine = () => {
    if (!conflict) return;
    baseRef.current = { id: conflict.currentVersionId, number: conflict.currentNumber };
    setBase(baseRef.current);
    backUp(latest.current, conflict.currentVersionId);
    stored.current = { text: conflict.currentContent, notes: {} };
    blocked.current = false;
    setConflict(null);
    setState("dirty");
  };

  return {
    work,
    update,
    base,
    state,
    conflict,
    error,
    restored,
    revision,
    flush,
    takeTheirs,
    keepMine,
  };
}
