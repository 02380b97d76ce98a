import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect } from "vitest";
import { prisma } from "@/lib/db/client";
import { createTestUser } from "@/lib/test/create-test-user";
import { makeInProcessCliRunner, type TCliResult } from "@/lib/test/run-cli";

// The world of cli-rubric-edit.test.ts (the journey to golden, locally and with --server) and
// cli-rubric-edit-refusals.test.ts (import lib/test/test-db first): project "re" with the demo
// bugs imported by the CLI, engineers alice and bob, lead lee, and offline drafts.

export const P = ["--project", "re"];
export const ALICE = ["--as", "alice@re.test"];
export const BOB = ["--as", "bob@re.test"];

export type TShown = {
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
export type TRegion = {
  number: number;
  key: string;
  type: string;
  justification: string;
  themes: string[];
};

/** A command that succeeded, its stdout as JSON. */
export const json = <T>(result: TCliResult): T => {
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};

/** The draft with its third non-empty line reworded and a requirement appended: two regions. */
export function revise(draft: string): string {
  const lines = draft.split("\n");
  const i = lines.findIndex((l, n) => n > 2 && l.trim().length > 0);
  lines[i] = `${lines[i]} (on every platform)`;
  return `${lines.join("\n").trimEnd()}\n\n- The public API stays the same.\n`;
}

/** The stored versions of `bug`'s rubric in project "re", oldest first, with their edits. */
export async function versionsOf(bug: string) {
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

/**
 * The CLI in this process on the file's database `url`, with no LLM (drafts are offline), no
 * APP_URL and no judge worker; before the file's tests, project "re" with the demo bugs (imported
 * by `rubricate import`), engineers alice and bob, lead lee, and offline drafts of `draft` (bug
 * ids, comma-separated). `file(content)` writes a scratch file with this text (or JSON), its
 * path; `show(bug)` is `rubric show --json`. Call it at the top of the test file.
 */
export function startRubricEditCli(options: { tag: string; url: string; draft: string }) {
  for (const key of Object.keys(process.env))
    if (/^(LLM_|OPENAI_|ANTHROPIC_|GOOGLE_GENERATIVE_AI_)/.test(key)) delete process.env[key];
  delete process.env.APP_URL;
  process.env.JUDGE_WORKER = "off";

  const { run, dir } = makeInProcessCliRunner({ tag: options.tag, url: options.url });
  let files = 0;
  const file = (content: unknown): string => {
    const name = path.join(dir, `f${++files}`);
    writeFileSync(name, typeof content === "string" ? content : JSON.stringify(content));
    return name;
  };
  const show = async (bug: string) =>
    json<TShown>(await run("rubric", "show", ...P, "--bug", bug, "--json"));

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
      options.draft,
      "--engine",
      "offline",
    );
    expect(drafted.status, drafted.stderr).toBe(0);
  }, 120_000);

  return { run, file, show };
}
