"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { ZEditTheme } from "@/lib/rubrics/edit-themes";
import { editKey, type TEditNote } from "@/lib/rubrics/schemas";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { ApiError } from "@/components/query/fetch-json";
import { readStoredJson } from "@/components/query/read-stored-json";
import { useActiveTime } from "@/components/ui/use-active-time";
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
  const pending = useRef(false);
  const time = useActiveTime(`${slug}:${bugId}`);

  useEffect(() => {
    const backup = readStoredJson({
      storage: window.localStorage,
      key: storageKey,
      schema: ZBackup,
    });
    if (
      backup &&
      backup.baseVersionId === options.versionId &&
      (backup.text !== options.initial.text ||
        JSON.stringify(backup.notes) !== JSON.stringify(options.initial.notes))
    ) {
      setWork({ text: backup.text, notes: backup.notes });
      setState("dirty");
      setRestored(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore the browser backup once, on mount
  }, []);

  /** Changes the working copy: the given fields, or those computed from the latest copy. */
  const update = useCallback(
    (next: Partial<TWork> | ((work: TWork) => Partial<TWork>)) => {
      setWork((w) => {
        const merged = { ...w, ...(typeof next === "function" ? next(w) : next) };
        window.localStorage.setItem(
          storageKey,
          JSON.stringify({ ...merged, baseVersionId: base.id }),
        );
        return merged;
      });
      setState((s) => (s === "conflict" ? s : "dirty"));
    },
    [storageKey, base.id],
  );

  const flush = useCallback(async (): Promise<string | null> => {
    if (pending.current) return null;
    pending.current = true;
    setState("saving");
    const activeMs = time.take();
    try {
      // Only the notes of the text's regions: the others stay here (and in the browser copy)
      // for an undo, but the server has no use for them.
      const keys = new Set(
        segmentEdits({ base: options.draft, next: work.text }).map((r) => editKey(r)),
      );
      const saved = await save.mutateAsync({
        baseVersionId: base.id,
        content: work.text,
        notes: Object.values(work.notes).filter((n) => keys.has(n.key)),
        activeMs,
      });
      setBase({ id: saved.versionId, number: saved.number });
      window.localStorage.removeItem(storageKey);
      setState("saved");
      setError(null);
      return saved.versionId;
    } catch (err) {
      time.giveBack(activeMs);
      if (err instanceof ApiError && err.status === 409 && err.details) {
        setConflict(err.details as TConflict);
        setState("conflict");
      } else {
        setError((err as Error).message);
        setState("error");
      }
      return null;
    } finally {
      pending.current = false;
    }
  }, [base.id, work, save, storageKey, options.draft, time]);

  // Leaving with unsaved changes asks first (the browser copy would still restore them).
  useEffect(() => {
    if (state === "saved") return;
    const onLeave = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [state]);

  useEffect(() => {
    if (state !== "dirty") return;
    const t = setTimeout(() => void flush(), 1000);
    return () => clearTimeout(t);
  }, [work, state, flush]);

  /** Conflict: drop my text and load the saved version (my justifications stay). Returns true when it did. */
  const takeTheirs = () => {
    if (!conflict) return false;
    setBase({ id: conflict.currentVersionId, number: conflict.currentNumber });
    setWork((w) => ({ ...w, text: conflict.currentContent }));
    window.localStorage.removeItem(storageKey);
    setConflict(null);
    setState("saved");
    return true;
  };
  /** Conflict: keep my copy, saved as a new version on top of theirs (theirs stays in the history). */
  const keepMine = () => {
    if (!conflict) return;
    setBase({ id: conflict.currentVersionId, number: conflict.currentNumber });
    setConflict(null);
    setState("dirty");
  };

  return { work, update, base, state, conflict, error, restored, flush, takeTheirs, keepMine };
}
