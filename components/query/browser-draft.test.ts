import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  browserDraftKey,
  browserStorage,
  readBrowserDraft,
  writeBrowserDraft,
} from "./browser-draft";

/** The browser's Storage, in memory. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

const ZNote = z.object({ text: z.string() });
const isEmpty = (n: { text: string }) => n.text.trim() === "";
const KEY = "rubricate:note:u1";

describe("browserDraftKey", () => {
  it("keys a form's draft as earlier versions did: rubricate, the form and its parts, by colons", () => {
    expect(browserDraftKey("review", "demo", "tinyjson-17", "v1")).toBe(
      "rubricate:review:demo:tinyjson-17:v1",
    );
    expect(browserDraftKey("consensus", "u1", "c1", "p1")).toBe("rubricate:consensus:u1:c1:p1");
    expect(browserDraftKey("review", "a:b", "c")).toBe("rubricate:review:a:b:c");
  });
});

describe("readBrowserDraft", () => {
  const read = (storage: Storage | null) =>
    readBrowserDraft({ storage, key: KEY, schema: ZNote, isEmpty });

  it("reads back a draft of its shape that holds input", () => {
    expect(read(memoryStorage({ [KEY]: JSON.stringify({ text: "mine" }) }))).toEqual({
      text: "mine",
    });
  });

  it("is null without storage (the server), without a draft, or for an unreadable one", () => {
    expect(read(null)).toBeNull();
    expect(browserStorage("local")).toBeNull();
    expect(browserStorage("session")).toBeNull();
    expect(read(memoryStorage())).toBeNull();
    expect(read(memoryStorage({ [KEY]: "{not json" }))).toBeNull();
    expect(read(memoryStorage({ [KEY]: JSON.stringify({ notes: "x" }) }))).toBeNull();
    expect(read(memoryStorage({ [KEY]: JSON.stringify("mine") }))).toBeNull();
  });

  it("ignores a draft that holds nothing, and leaves it stored", () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ text: "  " }) });
    expect(read(storage)).toBeNull();
    expect(storage.getItem(KEY)).toBe(JSON.stringify({ text: "  " }));
  });
});

describe("writeBrowserDraft", () => {
  it("keeps a value as JSON that reads back, and removes it for null", () => {
    const storage = memoryStorage({ other: "kept" });
    writeBrowserDraft({ storage, key: KEY, value: { text: "mine" } });
    expect(storage.getItem(KEY)).toBe('{"text":"mine"}');
    expect(readBrowserDraft({ storage, key: KEY, schema: ZNote, isEmpty })).toEqual({
      text: "mine",
    });
    writeBrowserDraft({ storage, key: KEY, value: null });
    expect(storage.getItem(KEY)).toBeNull();
    expect(storage.getItem("other")).toBe("kept");
  });

  it("does nothing without storage (the server)", () => {
    expect(() =>
      writeBrowserDraft({ storage: null, key: KEY, value: { text: "x" } }),
    ).not.toThrow();
  });
});
