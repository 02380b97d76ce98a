import { readStoredJson, type TStoredJsonSchema } from "./read-stored-json";

/** Where a form's draft is kept: localStorage (this browser) or sessionStorage (this tab). */
export type TDraftStorage = "local" | "session";

/**
 * A form's start, given the draft read back (or null): the value it shows, whether that value is
 * the draft (`restored`), or a draft offered rather than applied (`pending`: kept stored as it is
 * until the person takes it up or discards it).
 */
export type TDraftStart<T> = { value: T; restored: boolean; pending?: T | null };

/**
 * The browser's key of one form's draft: `rubricate:<form>:<part>:…`. The parts are joined as
 * they are, as earlier versions wrote them, so their drafts are still found.
 */
export const browserDraftKey = (form: string, ...parts: string[]): string =>
  ["rubricate", form, ...parts].join(":");

/** The browser's storage of that kind; null on the server. */
export const browserStorage = (kind: TDraftStorage): Storage | null =>
  typeof window === "undefined"
    ? null
    : kind === "session"
      ? window.sessionStorage
      : window.localStorage;

/**
 * The draft kept under `key`, checked against its shape; null when there is no storage or no
 * draft, when it is unreadable or of another shape, or when it holds nothing (`isEmpty`).
 */
export function readBrowserDraft<T>(options: {
  storage: Storage | null;
  key: string;
  schema: TStoredJsonSchema<T>;
  isEmpty: (value: T) => boolean;
}): T | null {
  const { storage, key, schema, isEmpty } = options;
  if (!storage) return null;
  const stored = readStoredJson({ storage, key, schema });
  return stored !== null && !isEmpty(stored) ? stored : null;
}

/** Keeps `value` under `key` as JSON; null (a draft that holds nothing) removes what is kept. */
export function writeBrowserDraft<T>(options: {
  storage: Storage | null;
  key: string;
  value: T | null;
}): void {
  const { storage, key, value } = options;
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}
