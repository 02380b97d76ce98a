import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createTestUser } from "@/lib/test/create-test-user";
import { expectRefused } from "@/lib/test/expect-refused";
import { makeInProcessCliRunner, type TCliResult } from "@/lib/test/run-cli";
import { startRouteServer } from "@/lib/test/start-route-server";
import { createApiToken } from "@/lib/tokens/create-api-token";

// No LLM for the CLI: drafts are offline.
for (const key of Object.keys(process.env))
  if (/^(LLM_|OPENAI_|ANTHROPIC_|GOOGLE_GENERATIVE_AI_)/.test(key)) delete process.env[key];
delete process.env.APP_URL;
process.env.JUDGE_WORKER = "off";

const { run, dir } = makeInProcessCliRunner({ tag: "cli-rubric-edit", url: TEST_DATABASE_URL });
const P = ["--project", "re"];
const ALICE = ["--as", "alice@re.test"];
const BOB = ["--as", "bob@re.test"];

const json = <T>(result: TCliResult): T => {
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
let files = 0;
/** A scratch file with this text (or JSON), its path. */
const file = (content: unknown): string => {
  const name = path.join(dir, `f${++files}`);
  writeFileSync(name, typeof content === "string" ? content : JSON.stringify(content));
  return name;
};

type TShown = {
  rubric: {
    status: string;
    editor: { name: string } | null;
    draft: { content: string };
    currentVersion: {
      id: string;
      number: number;
      content: string;
      edits: {
        id: string;
        position: number;
        type: string;
        justification: string;
        themes: string[];
      }[];
    };
    goldenVersion: { id: string; number: number } | null;
    reviews: {
      round: number;
      decision: string;
      comment: string;
      comments: { comment: string }[];
    }[];
  };
};
type TRegion = {
  number: number;
  key: string;
  type: string;
  justification: string;
  themes: string[];
};

const show = async (bug: string) =>
  json<TShown>(await run("rubric", "show", ...P, "--bug", bug, "--json"));

/** The draft with its third non-empty line reworded and a requirement appended: two regions. */
function revise(draft: string): string {
  const lines = draft.split("\n");
  const i = lines.findIndex((l, n) => n > 2 && l.trim().length > 0);
  lines[i] = `${lines[i]} (on every platform)`;
  return `${lines.join("\n").trimEnd()}\n\n- The public API stays the same.\n`;
}

async function versionsOf(bug: string) {
  return prisma.rubricVersion.findMany({
    where: { rubric: { bug: { externalId: bug, project: { slug: "re" } } } },
    orderBy: { number: "asc" },
    select: {
      id: true,
      number: true,
      content: true,
      createdBy: { select: { email: true } },
      edits: {
        orderBy: { position: "asc" },
        select: { position: true, type: true, justification: true, themes: true },
      },
    },
  });
}

beforeAll(async () => {
  expect((await run("project", "create", "--slug", "re", "--name", "Edits")).status).toBe(0);
  const imported = await run("import", "lib/demo/data/bugs.jsonl", ...P, "--kind", "bugs");
  expect(imported.status, imported.stderr).toBe(0);
  for (const tag of ["alice", "bob"])
    await createTestUser({ slug: "re", tag, roles: ["engineer"] });
  await createTestUser({ slug: "re", tag: "lee", roles: ["lead"] });
  const drafted = await run(
    "rubric",
    "draft",
    ...P,
    "--bug",
    "imgscale-42,kvstash-9",
    "--engine",
    "offline",
  );
  expect(drafted.status, drafted.stderr).toBe(0);
}, 120_000);

describe("rubricate rubric show | save | submit | review", () => {
  it("takes a rubric from the draft to golden: draft, save with notes, submit, confirm", async () => {
    const bug = ["--bug", "tinyjson-17"];
    const drafted = await run("rubric", "draft", ...P, ...bug, "--engine", "offline");
    expect(drafted.status, drafted.stderr).toBe(0);
    const before = await show("tinyjson-17");
    expect(before.rubric).toMatchObject({ status: "editing", editor: null, reviews: [] });
    expect(before.rubric.currentVersion).toMatchObject({ number: 1, edits: [] });

    const text = file(revise(before.rubric.draft.content));
    const dry = json<{
      dryRun: true;
      baseVersionId: string;
      regions: TRegion[];
      unjustified: number[];
    }>(await run("rubric", "save", ...P, ...bug, "--file", text, "--dry-run", "--json"));
    expect(dry.baseVersionId).toBe(before.rubric.currentVersion.id);
    expect(dry.regions.map((r) => [r.number, r.type])).toEqual([
      [1, "modification"],
      [2, "addition"],
    ]);
    expect(dry.unjustified).toEqual([1, 2]);
    expect(await versionsOf("tinyjson-17")).toHaveLength(1);

    // The dry run's regions passed back with justifications and themes filled in.
    const notes = file(
      dry.regions.map((r, i) => ({
        ...r,
        justification: `Reason ${i + 1}`,
        themes: i === 0 ? ["scope"] : ["standardization", "other"],
      })),
    );
    const saved = json<{ versionId: string; number: number; edits: number; unjustified: number[] }>(
      await run(
        "rubric",
        "save",
        ...P,
        ...bug,
        "--file",
        text,
        "--notes",
        notes,
        ...ALICE,
        "--json",
      ),
    );
    expect(saved).toMatchObject({ number: 2, edits: 2, unjustified: [] });

    const submitted = await run("rubric", "submit", ...P, ...bug, ...ALICE);
    expect(submitted.status, submitted.stderr).toBe(0);
    expect(submitted.stdout).toBe(
      "Submitted version 2 of the rubric of tinyjson-17 (2 edits) for confirmation by a second engineer.\n",
    );
    expect((await show("tinyjson-17")).rubric.status).toBe("in_review");

    const confirmed = json<{ status: string; round: number }>(
      await run("rubric", "review", ...P, ...bug, "--decision", "confirmed", ...BOB, "--json"),
    );
    expect(confirmed).toEqual({ status: "golden", round: 1 });
    const after = await show("tinyjson-17");
    expect(after.rubric).toMatchObject({
      status: "golden",
      editor: { name: "alice" },
      goldenVersion: { id: saved.versionId, number: 2 },
      reviews: [{ round: 1, decision: "confirmed" }],
    });
    expect(after.rubric.currentVersion.edits.map((e) => [e.justification, e.themes])).toEqual([
      ["Reason 1", ["scope"]],
      ["Reason 2", ["standardization", "other"]],
    ]);
    const golden = await prisma.rubric.findFirstOrThrow({
      where: { bug: { externalId: "tinyjson-17", project: { slug: "re" } } },
      select: { status: true, goldenVersion: { select: { content: true } } },
    });
    expect(golden).toEqual({
      status: "golden",
      goldenVersion: { content: revise(before.rubric.draft.content) },
    });
    expectRefused(
      await run("rubric", "save", ...P, ...bug, "--file", text, ...ALICE),
      /^error: This rubric is golden and can no longer change\.\n$/,
    );
  }, 120_000);

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

describe("rubricate --server rubric show | save | submit | review", () => {
  let server: Awaited<ReturnType<typeof startRouteServer>> | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const [name, email, scope] of [
      ["alice", "alice@re.test", "read-write"],
      ["bob", "bob@re.test", "read-write"],
      ["aliceRead", "alice@re.test", "read"],
    ] as const) {
      const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
      tokens[name] = (await createApiToken({ userId: user.id, input: { name, scope } })).token;
    }
    server = await startRouteServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const remote = (token: string, ...args: string[]) =>
    makeInProcessCliRunner({
      tag: "cli-rubric-edit-remote",
      url: TEST_DATABASE_URL,
      env: { RUBRICATE_TOKEN: token },
    }).run("--server", server!.url, ...args);

  it("shows, saves, submits and reviews over HTTP as the token's user, with the server's refusals", async () => {
    const bug = ["--bug", "kvstash-9"];
    const showArgs = ["rubric", "show", ...P, ...bug, "--json"];
    const here = await run(...showArgs);
    expect((await remote(tokens.bob!, ...showArgs)).stdout).toBe(here.stdout);
    const draft = (JSON.parse(here.stdout) as TShown).rubric;
    const textFile = file(revise(draft.draft.content));
    const save = ["rubric", "save", ...P, ...bug, "--file", textFile];
    const dry = await run(...save, "--dry-run");
    expect((await remote(tokens.alice!, ...save, "--dry-run")).stdout).toBe(dry.stdout);
    expect(dry.stdout).toMatch(
      /^Dry run on version \S+: 2 edit regions against the draft; nothing saved\.\n#1 modification /,
    );

    expectRefused(
      await remote(tokens.alice!, ...save, ...ALICE),
      /^error: --as is for the local CLI: with --server the token's user acts\.\n$/,
    );
    expectRefused(await remote(tokens.aliceRead!, ...save), /\(HTTP 403 FORBIDDEN\)\n$/);
    const notes = file([{ justification: "Platforms differ.", themes: ["scope"] }]);
    const saved = JSON.parse(
      (await remote(tokens.alice!, ...save, "--notes", notes, "--json")).stdout,
    ) as { number: number; unjustified: number[] };
    expect(saved).toMatchObject({ number: 2, unjustified: [2] });
    expect((await versionsOf("kvstash-9"))[1]!.createdBy?.email).toBe("alice@re.test");
    expectRefused(
      await remote(tokens.alice!, ...save, "--base-version", draft.currentVersion.id),
      /^error: The rubric changed since you loaded it\. \(HTTP 409 CONFLICT\)\n$/,
    );
    expectRefused(
      await remote(tokens.alice!, "rubric", "submit", ...P, ...bug),
      /^error: Edits #2 need a justification and at least one theme\. \(HTTP 422 INVALID_INPUT\)\n$/,
    );
    const full = file([null, { justification: "Callers.", themes: ["standardization"] }]);
    expect((await remote(tokens.alice!, ...save, "--notes", full)).status).toBe(0);
    expect((await remote(tokens.alice!, "rubric", "submit", ...P, ...bug, "--json")).stdout).toBe(
      `${JSON.stringify({ status: "in_review", edits: 2 }, null, 2)}\n`,
    );
    const review = ["rubric", "review", ...P, ...bug, "--decision", "confirmed"];
    expectRefused(
      await remote(tokens.alice!, ...review),
      /^error: You edited this rubric: a second engineer must confirm it\. \(HTTP 403 FORBIDDEN\)\n$/,
    );
    const confirmed = await remote(tokens.bob!, ...review);
    expect(confirmed.stdout).toBe(
      "Confirmed the rubric of kvstash-9: version 3 is golden (review round 1).\n",
    );
    const shown = (await show("kvstash-9")).rubric;
    expect(shown).toMatchObject({ status: "golden", goldenVersion: { number: 3 } });
    expect(shown.currentVersion.edits.map((e) => e.justification)).toEqual([
      "Platforms differ.",
      "Callers.",
    ]);
  }, 120_000);
});
