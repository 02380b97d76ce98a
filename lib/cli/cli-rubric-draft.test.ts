import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { expectRefused } from "@/lib/test/expect-refused";

const { run } = makeInProcessCliRunner({ tag: "cli-rubric-draft" });
// No LLM for the CLI processes: `--engine llm` must be refused.
for (const key of Object.keys(process.env))
  if (/^(LLM_|OPENAI_|ANTHROPIC_|GOOGLE_GENERATIVE_AI_)/.test(key)) delete process.env[key];
const P = ["--project", "rd"];

const json = <T>(result: Awaited<ReturnType<typeof run>>): T => {
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
type TListed = { bug: string; status: string | null; draftSource: string | null };

describe("rubricate rubric draft | list | show", () => {
  it("drafts one bug and then the rest offline with progress on stderr, lists and shows them", async () => {
    expect((await run("project", "create", "--slug", "rd", "--name", "Drafts")).status).toBe(0);
    expect((await run("import", "lib/demo/data/bugs.jsonl", ...P, "--kind", "bugs")).status).toBe(
      0,
    );
    const before = json<TListed[]>(await run("rubric", "list", ...P));
    expect(before).toHaveLength(8);
    expect(before.every((b) => b.status === null)).toBe(true);

    expectRefused(await run("rubric", "draft", ...P), /--bug, or pass --all/);
    expectRefused(
      await run("rubric", "draft", ...P, "--bug", "x", "--all"),
      /--bug, or pass --all/,
    );
    expectRefused(
      await run("rubric", "draft", ...P, "--bug", "nope"),
      /^error: Unknown bug nope\./,
    );
    expectRefused(
      await run("rubric", "draft", ...P, "--all", "--engine", "llm"),
      /engine: no LLM provider is configured/,
    );
    expectRefused(
      await run("rubric", "draft", ...P, "--all", "--engine", "gpt"),
      /^error: engine: /,
    );

    // Two followed drafts in one process: the second gets a new draft worker (the first one's
    // is stopped at the end of its batch).
    const one = await run("rubric", "draft", ...P, "--bug", "tinyjson-17", "--engine", "offline");
    expect(one.status, one.stderr).toBe(0);
    expect(one.stderr).toMatch(/Batch \S+: 1 draft queued with the offline drafter\./);
    expect(one.stderr).toMatch(/Drafts: 1 of 1 done/);
    expect(JSON.parse(one.stdout)).toMatchObject({ total: 1, done: 1, failed: 0, skipped: [] });

    const all = await run("rubric", "draft", ...P, "--all", "--engine", "offline");
    expect(all.status, all.stderr).toBe(0);
    expect(all.stderr).toMatch(/7 drafts queued with the offline drafter \(1 skipped\)/);
    expect(all.stderr).toMatch(/Drafts: 7 of 7 done/);
    expect(JSON.parse(all.stdout)).toMatchObject({
      total: 7,
      done: 7,
      failed: 0,
      engine: "offline",
      skipped: [{ bugId: "tinyjson-17", reason: "already has a rubric" }],
    });

    const after = json<TListed[]>(await run("rubric", "list", ...P));
    expect(after.map((b) => [b.status, b.draftSource])).toEqual(
      Array.from({ length: 8 }, () => ["editing", "offline"]),
    );
    const shown = json<{ rubric: { status: string; draft: { source: string; content: string } } }>(
      await run("rubric", "show", ...P, "--bug", "tinyjson-17"),
    );
    expect(shown.rubric).toMatchObject({ status: "editing", draft: { source: "offline" } });
    const markdown = await run("rubric", "show", ...P, "--bug", "tinyjson-17", "--markdown");
    expect(markdown.status, markdown.stderr).toBe(0);
    expect(markdown.stdout.trimEnd()).toBe(shown.rubric.draft.content.trimEnd());
    expectRefused(
      await run("rubric", "show", ...P, "--bug", "nope"),
      /^error: Bug nope not found\./,
    );
    expectRefused(
      await run(
        "rubric",
        "show",
        ...P,
        "--bug",
        "tinyjson-17",
        "--format",
        "freeform",
        "--markdown",
      ),
      /has no freeform rubric yet/,
    );
    expectRefused(await run("rubric", "list", ...P, "--format", "xml"), /^error: /);
  }, 420_000); // some twenty CLI processes, each starting Prisma
});
