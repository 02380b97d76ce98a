import { readFileSync } from "node:fs";
import { type Command, Option } from "commander";
import type { TEditTheme } from "@/lib/rubrics/edit-themes";
import {
  planRubricSave,
  ZEditNotesList,
  ZEditNotesMap,
  type TRubricSavePlan,
} from "@/lib/rubrics/plan-rubric-save";
import { ZReviewRubric, ZRubricFormat, type TReviewRubric } from "@/lib/rubrics/schemas";
import { countNoun } from "@/lib/text/count-noun";
import { printJson } from "../print-json";
import { findRubricGroup } from "./rubric-group";

// The options and output of `rubric show | save | submit | review`, for the local commands
// (rubric-edit.ts) and the remote ones (remote/register-remote-rubric.ts): no database here.

type TBugOptions = { project: string; bug: string; format: string };
export type TShowOptions = TBugOptions & { markdown?: boolean; json?: boolean };
export type TSaveOptions = TBugOptions & {
  file: string;
  notes?: string;
  baseVersion?: string;
  dryRun?: boolean;
  as?: string;
  json?: boolean;
};
export type TSubmitOptions = TBugOptions & { versionId?: string; as?: string; json?: boolean };
export type TReviewOptions = TBugOptions & {
  decision: string;
  comment?: string;
  editComment: string[];
  versionId?: string;
  as?: string;
  json?: boolean;
};

/**
 * What these commands need of a rubric as GET …/bugs/[bugId]/rubric (getRubric) returns it,
 * locally with dates and over HTTP with date strings.
 */
type TRubricView = {
  rubric: {
    status: string;
    draft: { content: string } | null;
    currentVersion: {
      id: string;
      number: number;
      content: string;
      edits: {
        id: string;
        position: number;
        type: string;
        baseStart: number;
        baseEnd: number;
        justification: string;
        themes: TEditTheme[];
      }[];
    } | null;
  } | null;
};

/** The rubric's draft and current version, or the error a bug without a rubric gets. */
export function requireRubric(options: { detail: TRubricView; opts: TBugOptions }) {
  const { rubric } = options.detail;
  const { bug, format } = options.opts;
  if (!rubric?.currentVersion || !rubric.draft)
    throw new Error(`Bug ${bug} has no ${format} rubric yet (rubric draft makes one).`);
  return { ...rubric, draft: rubric.draft, currentVersion: rubric.currentVersion };
}

/** `--format`, checked as the routes' ?format= is. */
export const parseFormat = (opts: TBugOptions) => ZRubricFormat.parse(opts.format);

/** `show`: the detail as JSON (the route's body), or with --markdown the current version's text. */
export function printShown(options: { detail: TRubricView; opts: TShowOptions }): void {
  const { detail, opts } = options;
  if (!opts.markdown) return printJson(detail);
  const content = requireRubric({ detail, opts }).currentVersion.content;
  process.stdout.write(content.endsWith("\n") ? content : `${content}\n`);
}

/**
 * `save`'s body from --file (`-`: stdin), --notes and --base-version against the loaded rubric
 * (planRubricSave: the regions against the draft, notes carried from the current version as the
 * editor carries them, then the file's).
 */
export function planSave(options: { detail: TRubricView; opts: TSaveOptions }): TRubricSavePlan {
  const { opts } = options;
  const rubric = requireRubric(options);
  const text = readFileSync(opts.file === "-" ? 0 : opts.file, "utf8");
  let notes;
  if (opts.notes !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(opts.notes === "-" ? 0 : opts.notes, "utf8"));
    } catch (err) {
      throw new Error(`notes: ${opts.notes} is not a JSON file: ${(err as Error).message}`);
    }
    const parsed = (Array.isArray(raw) ? ZEditNotesList : ZEditNotesMap).safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(
        `notes: ${issue.path.join(".") || "the file"}: ${issue.message} (an array of {justification, themes} in region order, or an object from region key to one; themes: superfluous_constraints, overfitting, llm_error, scope, standardization, other)`,
      );
    }
    notes = parsed.data;
  }
  return planRubricSave({
    draft: rubric.draft.content,
    current: rubric.currentVersion,
    text,
    baseVersionId: opts.baseVersion,
    notes,
  });
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
};

const needNotes = (numbers: number[]) =>
  `${numbers.length === 1 ? "Edit" : "Edits"} ${numbers.map((n) => `#${n}`).join(", ")} ${numbers.length === 1 ? "needs" : "need"} a justification and at least one theme before submit.`;

/** `save --dry-run`: the regions the text makes, with the notes they would be saved with. */
export function printDryRun(options: { plan: TRubricSavePlan; json?: boolean }): void {
  const { plan, json } = options;
  const { baseVersionId } = plan.input;
  if (json)
    return printJson({
      dryRun: true,
      baseVersionId,
      regions: plan.regions,
      unjustified: plan.unjustified,
    });
  console.log(
    `Dry run on version ${baseVersionId}: ${countNoun({ count: plan.regions.length, one: "edit region" })} against the draft; nothing saved.`,
  );
  for (const r of plan.regions) {
    console.log(`#${r.number} ${r.type} ${r.key}`);
    if (r.before) console.log(`  - ${excerpt(r.before)}`);
    if (r.after) console.log(`  + ${excerpt(r.after)}`);
    console.log(
      r.justification.trim() || r.themes.length > 0
        ? `  note: ${excerpt(r.justification) || "(no justification)"} [${r.themes.join(", ") || "no theme"}]`
        : "  note: none",
    );
  }
  if (plan.unjustified.length > 0) console.log(needNotes(plan.unjustified));
}

/** `save`'s output: the route's answer (and the regions still to justify). */
export function printSaved(options: {
  saved: { versionId: string; number: number; distance: number; normalized: number; edits: number };
  plan: TRubricSavePlan;
  opts: TSaveOptions;
}): void {
  const { saved, plan, opts } = options;
  if (opts.json) return printJson({ ...saved, unjustified: plan.unjustified });
  console.log(
    `Saved version ${saved.number} (${saved.versionId}) of the rubric of ${opts.bug}: ${countNoun({ count: saved.edits, one: "edit" })}, edit distance ${saved.distance} (${saved.normalized.toFixed(3)} of the draft).${plan.unjustified.length > 0 ? ` ${needNotes(plan.unjustified)}` : ""}`,
  );
}

/** `submit`'s output. */
export function printSubmitted(options: {
  submitted: { status: string; edits: number };
  number: number;
  opts: TSubmitOptions;
}): void {
  const { submitted, number, opts } = options;
  if (opts.json) return printJson(submitted);
  console.log(
    `Submitted version ${number} of the rubric of ${opts.bug} (${countNoun({ count: submitted.edits, one: "edit" })}) for confirmation by a second engineer.`,
  );
}

/**
 * `review`'s body: --decision, --comment and every `--edit-comment <n>=<text>` (n: the edit's
 * number, #n, of the version reviewed), checked by the route's schema.
 */
export function reviewBody(options: { detail: TRubricView; opts: TReviewOptions }): TReviewRubric {
  const { opts } = options;
  const version = requireRubric(options).currentVersion;
  const versionId = opts.versionId ?? version.id;
  const editComments = new Map<string, { editId: string; comment: string }>();
  for (const given of opts.editComment) {
    const match = /^#?(\d+)=([^]*)$/.exec(given);
    const comment = match?.[2]?.trim();
    if (!match || !comment)
      throw new Error(`--edit-comment ${given}: give <n>=<text>, n the edit's number (#n).`);
    const edit = version.edits.find((e) => e.position + 1 === Number(match[1]));
    if (!edit)
      throw new Error(
        `--edit-comment ${given}: version ${version.number} has ${version.edits.length === 0 ? "no edits" : `edits #1 to #${version.edits.length}`}.`,
      );
    if (editComments.has(edit.id))
      throw new Error(`--edit-comment: edit #${match[1]} is commented twice.`);
    editComments.set(edit.id, { editId: edit.id, comment });
  }
  return ZReviewRubric.parse({
    versionId,
    decision: opts.decision,
    comment: opts.comment?.trim() ?? "",
    editComments: [...editComments.values()],
  });
}

/** `review`'s output. */
export function printReviewed(options: {
  reviewed: { status: string; round: number };
  number: number;
  opts: TReviewOptions;
}): void {
  const { reviewed, number, opts } = options;
  if (opts.json) return printJson(reviewed);
  console.log(
    reviewed.status === "golden"
      ? `Confirmed the rubric of ${opts.bug}: version ${number} is golden (review round ${reviewed.round}).`
      : `Returned the rubric of ${opts.bug} to its editor with your comments (review round ${reviewed.round}).`,
  );
}

const collect = (value: string, previous: string[]) => [...previous, value];

/**
 * The options of `rubric show | save | submit | review`, shared with the remote commands. `--as`
 * names the engineer locally (no one is signed in); over --server the token's user acts.
 */
export function defineRubricEditCommands(program: Command) {
  const rubric = findRubricGroup(program);
  const bugOptions = (command: Command) =>
    command
      .requiredOption("--project <slug>", "project")
      .requiredOption("--bug <id>", "the bug (its id in the dataset)")
      .option("--format <format>", "templated or freeform", "templated");
  const as = () =>
    new Option(
      "--as <email>",
      "the engineer acting (required locally; with --server the token's user acts)",
    );
  const show = bugOptions(
    rubric
      .command("show")
      .description(
        "One bug's rubric as the editor loads it (GET …/bugs/<bug>/rubric): status, draft, current version with its edit regions against the draft and their notes, golden version, reviews, latest draft job, as JSON; --markdown prints the current version's text",
      ),
  )
    .option("--markdown", "print the current version's Markdown instead")
    .option("--json", "as JSON (the default)");
  const save = bugOptions(
    rubric
      .command("save")
      .description(
        "Save a file's text as the rubric's next version, as the editor saves (the first engineer to save becomes its editor), with edit notes from --notes; --dry-run lists the edit regions the text makes",
      ),
  )
    .requiredOption("--file <path>", "the rubric's new text (Markdown; - for stdin)")
    .option(
      "--notes <path>",
      "edit notes (JSON): an array of {justification, themes} in the order --dry-run lists the regions (null: none; an entry with a key goes to that region), or an object from region key to {justification, themes}",
    )
    .option(
      "--base-version <id>",
      "the version the text was written on (default: the current one); refused (409) if another was saved since",
    )
    .option("--dry-run", "list the edit regions and their notes; save nothing")
    .addOption(as())
    .option("--json", "as JSON ({versionId, number, distance, normalized, edits, unjustified})");
  const submit = bugOptions(
    rubric
      .command("submit")
      .description(
        "Send the current version for confirmation by a second engineer; refused while an edit lacks a justification or a theme",
      ),
  )
    .option("--version-id <id>", "refuse unless this is still the current version")
    .addOption(as())
    .option("--json", "as JSON ({status, edits})");
  const review = bugOptions(
    rubric
      .command("review")
      .description(
        "Confirm a submitted rubric (its version becomes golden) or return it with comments, as engineer B (never one who edited it)",
      ),
  )
    .addOption(
      new Option("--decision <decision>", "confirmed or returned")
        .choices(["confirmed", "returned"])
        .makeOptionMandatory(),
    )
    .option("--comment <text>", "the overall comment (returning needs it or an edit comment)")
    .option(
      "--edit-comment <n=text>",
      "a comment on edit #n of the version (repeatable)",
      collect,
      [] as string[],
    )
    .option("--version-id <id>", "refuse unless this is still the version under review")
    .addOption(as())
    .option("--json", "as JSON ({status, round})");
  return { show, save, submit, review };
}
