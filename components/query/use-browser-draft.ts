"use client";

import { useEffect, useRef, useState } from "react";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import {
  browserStorage,
  readBrowserDraft,
  writeBrowserDraft,
  type TDraftStart,
  type TDraftStorage,
} from "./browser-draft";
import type { TStoredJsonSchema } from "./read-stored-json";

/**
 * A form's value, kept in the browser as it changes so nothing typed is lost: the draft is read
 * back as the form mounts (checked against `schema`; one that holds nothing is ignored), written
 * after every change (removed once it holds nothing), and removed by `clear` once the server
 * has it. While the value holds input the server lacks (`unsaved`), leaving the page asks first.
 * A draft `start` leaves `pending` is kept stored as it is, and nothing is written, until the
 * form takes it up (`adopt`) or drops it (`discard`).
 *
 * The key is read once per mount: a form for another key is another mount (a React key).
 */
export function useBrowserDraft<T>(options: {
  /** Where the draft is kept (browserDraftKey). */
  key: string;
  schema: TStoredJsonSchema<T>;
  /** True for a value that holds nothing the server lacks: never kept, never restored. */
  isEmpty: (value: T) => boolean;
  /** The form's start from the draft read back (null: none). */
  start: (stored: T | null) => TDraftStart<T>;
  leaveMessage: string;
  /** False while the form can save nothing: what is stored stays as it is; leaving does not ask. */
  write?: boolean;
  /** Read after mount, not in the first render: for a form the server renders (hydration). */
  afterMount?: boolean;
  storage?: TDraftStorage;
}) {
  const { key, schema, isEmpty, start, leaveMessage, write = true } = options;
  const { afterMount = false, storage = "local" } = options;
  const read = () => readBrowserDraft({ storage: browserStorage(storage), key, schema, isEmpty });
  const [first] = useState(() => start(afterMount ? null : read()));
  const [value, setValue] = useState(first.value);
  const [restored, setRestored] = useState(first.restored);
  const [pending, setPending] = useState(first.pending ?? null);
  const [ready, setReady] = useState(!afterMount);
  /** The value the server took (`clear`): no longer unsaved. */
  const [sent, setSent] = useState<T | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const empty = isEmpty(value);
  const unsaved = write && !empty && value !== sent;
  useLeaveGuard({ active: unsaved, message: leaveMessage });

  useEffect(() => {
    if (!afterMount) return;
    const stored = read();
    if (stored !== null) {
      const s = start(stored);
      setValue(s.value);
      setRestored(s.restored);
      setPending(s.pending ?? null);
    }
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read back once, on mount
  }, []);

  useEffect(() => {
    if (!ready || !write || pending !== null) return;
    writeBrowserDraft({ storage: browserStorage(storage), key, value: empty ? null : value });
  }, [ready, write, pending, empty, value, key, storage]);

  const remove = () => writeBrowserDraft({ storage: browserStorage(storage), key, value: null });
  return {
    value,
    /** React's state setter of the value (a value or an update of the latest). */
    setValue,
    /** The form started from the draft read back. */
    restored,
    /** A draft offered, not applied (see `start`); null when none. */
    pending,
    /** The value holds input the server lacks, and the form can save it. */
    unsaved,
    /** Takes up the pending draft as `next` (kept from now on). */
    adopt: (next: T) => {
      setValue(next);
      setPending(null);
    },
    /** Drops the pending draft from the browser. */
    discard: () => {
      remove();
      setPending(null);
    },
    /**
     * The server has the value: the draft is removed. Given the value `sent`, only when the form
     * still shows it: input typed while it was sent stays kept.
     */
    clear: (sentValue?: T) => {
      if (sentValue !== undefined && latest.current !== sentValue) return;
      remove();
      setSent(latest.current);
    },
  };
}
