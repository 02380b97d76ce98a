import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { expectRefused } from "@/lib/test/expect-refused";
import {
  ALICE,
  BOB,
  json,
  P,
  revise,
  startRubricEditCli,
  versionsOf,
} from "./cli-rubric-edit.fixture";

// What `rubricate rubric save | submit | review` refuses on the way to golden, and what it stores
// meanwhile (the journey itself: cli-rubric-edit.test.ts).
const { run, file, show } = startRubricEditCli({
  tag: "cli-rubric-edit-refusals",
  url: TEST_DATABASE_URL,
  draft: "imgscale-42",
});

describe("rubricate rubric show | save | submit | review", () => {
  it("stores versions and notes, refuses a stale base, an unjustified submit and the editor's own review", async () => {
    const bug = ["--bug", "imgscale-42"];
    const draft = (await show("imgscale-42")).rubric;
    const v1 = draft.currentVersion.id;
    const text = revise(draft.draft.content);
    const textFile = file(text);
    const save = (...args: string[]) =>
      run("rubric", "save", ...P, ...bug, "--file", textFile, ...args);

    // Who may act: --as is required, names an engineer (or admin) of the project.
    expectRefused(await save(), /^error: --as <email> is required/);
    expectRefused(
      await save("--as", "nobody@re.test"),
      /^error: No user with email nobody@re\.test\.\n$/,
    );
    expectRefused(
      await save("--as", "lee@re.test"),
      /^error: This needs one of the roles allowed to rubric:edit in re\.\n$/,
    );
    expectRefused(
      await save("--notes", file([{ justification: "x", themes: ["made_up"] }]), ...ALICE),
      /^error: notes: 0\.themes\.0: /,
    );
    expectRefused(
      await save(
        "--notes",
        file([null, null, { justification: "x", themes: ["scope"] }]),
        ...ALICE,
      ),
      /^error: notes: entry 3 has no edit region \(this text makes 2\)/,
    );
    expectRefused(
      await save(
        "--notes",
        file({ "addition:0:0": { justification: "x", themes: ["scope"] } }),
        ...ALICE,
      ),
      /^error: notes: "addition:0:0" is for edit region addition:0:0, which this text does not make/,
    );
    expect(await versionsOf("imgscale-42")).toHaveLength(1);

    // Regions without a note are saved (as in the editor), but submit refuses them.
    const first = await save(
      "--notes",
      file([{ justification: "Scope it.", themes: ["scope"] }]),
      ...ALICE,
    );
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /^Saved version 2 \(\S+\) of the rubric of imgscale-42: 2 edits, edit distance \d+ \(\d\.\d{3} of the draft\)\. Edit #2 needs a justification and at least one theme before submit\.\n$/,
    );
    let versions = await versionsOf("imgscale-42");
    expect(versions.map((v) => [v.number, v.createdBy?.email ?? null])).toEqual([
      [1, null],
      [2, "alice@re.test"],
    ]);
    expect(versions[1]!.content).toBe(text);
    expect(versions[1]!.edits).toEqual([
      { position: 0, type: "modification", justification: "Scope it.", themes: '["scope"]' },
      { position: 1, type: "addition", justification: "", themes: "[]" },
    ]);
    expectRefused(
      await run("rubric", "submit", ...P, ...bug, ...ALICE),
      /^error: Edits #2 need a justification and at least one theme\.\n$/,
    );

    // A base that is no longer current: the editor's 409, nothing written.
    expectRefused(
      await save("--base-version", v1, ...ALICE),
      /^error: The rubric changed since you loaded it\.\n$/,
    );
    expectRefused(await save(...BOB), /^error: Another engineer is refining this rubric\.\n$/);
    expect(await versionsOf("imgscale-42")).toHaveLength(2);

    // The note of region #1 is carried from version 2; the file gives #2's by key.
    const additionKey = JSON.parse((await save("--dry-run", "--json")).stdout).regions[1]
      .key as string;
    const second = json<{ number: number; unjustified: number[] }>(
      await save(
        "--notes",
        file({
          [additionKey]: { justification: "Keep callers working.", themes: ["standardization"] },
        }),
        "--base-version",
        versions[1]!.id,
        ...ALICE,
        "--json",
      ),
    );
    expect(second).toMatchObject({ number: 3, unjustified: [] });
    versions = await versionsOf("imgscale-42");
    expect(versions[2]!.edits.map((e) => [e.justification, e.themes])).toEqual([
      ["Scope it.", '["scope"]'],
      ["Keep callers working.", '["standardization"]'],
    ]);
    const shown = await show("imgscale-42");
    expect(shown.rubric.currentVersion).toMatchObject({ number: 3, content: text });
    expect(shown.rubric.currentVersion.edits.map((e) => e.themes)).toEqual([
      ["scope"],
      ["standardization"],
    ]);

    expectRefused(
      await run("rubric", "review", ...P, ...bug, "--decision", "confirmed", ...BOB),
      /^error: Only a submitted rubric can be confirmed or returned\.\n$/,
    );
    expectRefused(
      await run("rubric", "submit", ...P, ...bug, "--version-id", versions[1]!.id, ...ALICE),
      /^error: The rubric changed since you loaded it; reload before submitting\.\n$/,
    );
    expect((await run("rubric", "submit", ...P, ...bug, ...ALICE)).status).toBe(0);

    // Engineer B is never an editor of the rubric.
    const review = (...args: string[]) => run("rubric", "review", ...P, ...bug, ...args);
    expectRefused(
      await review("--decision", "confirmed", ...ALICE),
      /^error: You edited this rubric: a second engineer must confirm it\.\n$/,
    );
    expectRefused(
      await review("--decision", "returned", ...BOB),
      /^error: comment: say what should change when returning a rubric\.\n$/,
    );
    expectRefused(
      await review("--decision", "returned", "--edit-comment", "3=Why?", ...BOB),
      /^error: --edit-comment 3=Why\?: version 3 has edits #1 to #2\.\n$/,
    );
    const returned = await review(
      "--decision",
      "returned",
      "--comment",
      "Almost.",
      "--edit-comment",
      "2=Say which callers.",
      ...BOB,
    );
    expect(returned.status, returned.stderr).toBe(0);
    expect(returned.stdout).toBe(
      "Returned the rubric of imgscale-42 to its editor with your comments (review round 1).\n",
    );
    const reviews = (await show("imgscale-42")).rubric;
    expect(reviews.status).toBe("returned");
    expect(reviews.reviews).toMatchObject([
      {
        round: 1,
        decision: "returned",
        comment: "Almost.",
        comments: [{ comment: "Say which callers." }],
      },
    ]);
    const stored = await prisma.rubricEditComment.findMany({
      select: { comment: true, edit: { select: { position: true, versionId: true } } },
      where: { review: { rubric: { bug: { externalId: "imgscale-42" } } } },
    });
    expect(stored).toEqual([
      { comment: "Say which callers.", edit: { position: 1, versionId: versions[2]!.id } },
    ]);

    // Returned: the editor saves again (notes carried), resubmits; B confirms.
    expect((await save(...ALICE)).status).toBe(0);
    expect((await run("rubric", "submit", ...P, ...bug, ...ALICE)).status).toBe(0);
    const confirmed = await review("--decision", "confirmed", ...BOB);
    expect(confirmed.stdout).toBe(
      "Confirmed the rubric of imgscale-42: version 4 is golden (review round 2).\n",
    );
  }, 240_000);
});
