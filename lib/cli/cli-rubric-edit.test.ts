import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { expectRefused } from "@/lib/test/expect-refused";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { startRouteServer } from "@/lib/test/start-route-server";
import { createApiToken } from "@/lib/tokens/create-api-token";
import {
  ALICE,
  BOB,
  json,
  P,
  revise,
  startRubricEditCli,
  type TRegion,
  type TShown,
  versionsOf,
} from "./cli-rubric-edit.fixture";

// A rubric from the draft to golden through the CLI, locally and with --server (its refusals on
// the way: cli-rubric-edit-refusals.test.ts).
const { run, file, show } = startRubricEditCli({
  tag: "cli-rubric-edit",
  url: TEST_DATABASE_URL,
  draft: "kvstash-9",
});

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
