import { z } from "zod";
import { carryEditNotes } from "./carry-edit-notes";
import { ZEditTheme, type TEditTheme } from "./edit-themes";
import { editKey, ZSaveRubric, type TEditNote, type TSaveRubric } from "./schemas";
import { segmentEdits } from "./segment-edits";

/** One entry of an edit notes file: a region's note, by its key or by its place in the list. */
const ZEditNotesEntry = z.object({
  key: z.string().min(1).max(100).optional(),
  justification: z.string().max(4000).default(""),
  themes: z.array(ZEditTheme).max(6).default([]),
});

/**
 * The list form of an edit notes file (`rubric save --notes`): an array with one entry per edit region in the
 * order `rubric save --dry-run` lists them (null: no note of the file for that region; an
 * entry with a `key` goes to the region of that key wherever it stands, so the dry run's
 * `regions` can be passed back with justifications and themes filled in), or an object from
 * region key to note. Other fields of an entry (type, before, after, number) are ignored.
 */
export const ZEditNotesList = z.array(ZEditNotesEntry.nullable()).max(500);
/** The other form of an edit notes file: region key → note. */
export const ZEditNotesMap = z.record(
  z.string().min(1).max(100),
  ZEditNotesEntry.omit({ key: true }),
);
export type TEditNotesFile = z.infer<typeof ZEditNotesList> | z.infer<typeof ZEditNotesMap>;

/** A region of the text to save with the note it will be saved with ("" and [] for none). */
export type TPlannedRegion = {
  /** 1-based: #number in the submit message, the review page and `--edit-comment`. */
  number: number;
  key: string;
  type: "addition" | "deletion" | "modification";
  before: string;
  after: string;
  justification: string;
  themes: TEditTheme[];
};

export type TRubricSavePlan = {
  /** The body of the save (PUT …/bugs/[bugId]/rubric, saveRubricVersion). */
  input: TSaveRubric;
  regions: TPlannedRegion[];
  /** Numbers of the regions without a justification and a theme: submit would refuse them. */
  unjustified: number[];
};

const isJustified = (n: { justification: string; themes: readonly string[] } | undefined) =>
  !!n && n.justification.trim() !== "" && n.themes.length > 0;

/**
 * What saving `text` as the rubric's next version sends, as the editor would send it: the edit
 * regions of `text` against the draft (segmentEdits, keyed by editKey) with the current
 * version's notes carried over as the editor carries them while typing (carryEditNotes; only
 * when saving on the current version), then the file's notes put in their place. A note of the
 * file for a region the text does not make, or two for one region, is refused naming it.
 */
export function planRubricSave(options: {
  draft: string;
  current: {
    id: string;
    content: string;
    edits: ({ type: string; baseStart: number; baseEnd: number } & Omit<TEditNote, "key">)[];
  };
  text: string;
  baseVersionId?: string;
  notes?: TEditNotesFile;
}): TRubricSavePlan {
  const { draft, current, text } = options;
  const baseVersionId = options.baseVersionId ?? current.id;
  const regions = segmentEdits({ base: draft, next: text });
  const keys = regions.map(editKey);
  let notes: Record<string, TEditNote> = {};
  if (baseVersionId === current.id) {
    const loaded = Object.fromEntries(
      current.edits.map((e) => [
        editKey(e),
        { key: editKey(e), justification: e.justification, themes: e.themes },
      ]),
    );
    notes = carryEditNotes({ draft, before: current.content, after: text, notes: loaded });
  }
  const given = new Map<string, string>();
  const put = (key: string, note: Omit<TEditNote, "key">, where: string) => {
    if (!keys.includes(key))
      throw new Error(
        `notes: ${where} is for edit region ${key}, which this text does not make (its regions: ${keys.join(", ") || "none"}); see rubric save --dry-run.`,
      );
    const earlier = given.get(key);
    if (earlier) throw new Error(`notes: ${earlier} and ${where} are both for edit region ${key}.`);
    given.set(key, where);
    notes = { ...notes, [key]: { key, justification: note.justification, themes: note.themes } };
  };
  const file = options.notes;
  if (Array.isArray(file)) {
    file.forEach((entry, i) => {
      if (entry === null) return;
      const where = `entry ${i + 1}`;
      const key = entry.key ?? keys[i];
      if (key === undefined)
        throw new Error(
          `notes: ${where} has no edit region (this text makes ${keys.length}); give its key, or see rubric save --dry-run.`,
        );
      put(key, entry, where);
    });
  } else if (file) for (const [key, note] of Object.entries(file)) put(key, note, `"${key}"`);

  const planned = regions.map((r, i): TPlannedRegion => {
    const note = notes[keys[i]!];
    return {
      number: i + 1,
      key: keys[i]!,
      type: r.type,
      before: r.beforeText,
      after: r.afterText,
      justification: note?.justification ?? "",
      themes: note?.themes ?? [],
    };
  });
  const input = ZSaveRubric.parse({
    baseVersionId,
    content: text,
    notes: planned
      .filter((r) => notes[r.key])
      .map((r) => ({ key: r.key, justification: r.justification, themes: r.themes })),
  });
  return {
    input,
    regions: planned,
    unjustified: planned.filter((r) => !isJustified(r)).map((r) => r.number),
  };
}
