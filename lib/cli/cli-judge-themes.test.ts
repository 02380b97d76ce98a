import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { dir, run } = makeInProcessCliRunner({ tag: "cli-judge-themes" });
// No LLM for the CLI processes: without --offline they must fall back to the keywords too.
for (const key of Object.keys(process.env))
  if (/^(LLM_|OPENAI_|ANTHROPIC_|GOOGLE_GENERATIVE_AI_)/.test(key)) delete process.env[key];

const VERDICTS = [
  [
    "tinyjson-17:patchagent:gpt-4.1:0",
    "INVALID",
    "The rubric requires RAII; the patch uses manual new/delete.",
  ],
  [
    "imgscale-42:san2patch:gpt-4.1:0",
    "INVALID",
    "Violates the rubric's guideline on coding style.",
  ],
  [
    "kvstash-9:patchagent:claude-sonnet-4:0",
    "INVALID",
    "A workaround that masks the symptom, not the root cause.",
  ],
  [
    "tinyev-45:patchagent:claude-sonnet-4:0",
    "INVALID",
    "It does not compile: a regression in the build.",
  ],
  ["httpmini-112:patchagent:gpt-4.1:1", "VALID", "Fixes the root cause."],
  ["dotenv-lite-8:patchagent:gpt-4.1:0", "VALID", "Fine."],
];

describe("rubricate judge themes", () => {
  it("classifies an imported run's INVALID justifications by keywords and prints count and share per theme", async () => {
    expect((await run("project", "create", "--slug", "th", "--name", "Themes")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", `lib/demo/data/${kind}.jsonl`, "--project", "th", "--kind", kind))
          .status,
      ).toBe(0);
    const file = path.join(dir, "verdicts.jsonl");
    writeFileSync(
      file,
      VERDICTS.map(([patchId, label, justification]) =>
        JSON.stringify({ patchId, label, justification }),
      ).join("\n"),
    );
    const imported = await run(
      "judge",
      "import",
      file,
      "--project",
      "th",
      "--name",
      "Ext",
      "--model",
      "m",
      "--json",
    );
    expect(imported.status, imported.stderr).toBe(0);
    const runId = (JSON.parse(imported.stdout) as { runs: { id: string }[] }).runs[0]!.id;

    const json = await run(
      "judge",
      "themes",
      "--project",
      "th",
      "--run",
      runId,
      "--offline",
      "--json",
    );
    expect(json.status, json.stderr).toBe(0);
    const view = JSON.parse(json.stdout) as {
      source: string;
      invalid: number;
      classified: number;
      themes: { theme: string; count: number; percent: number }[];
    };
    expect(view).toMatchObject({ source: "offline", invalid: 4, classified: 4 });
    expect(Object.fromEntries(view.themes.map((t) => [t.theme, [t.count, t.percent]]))).toEqual({
      violating_rubric_requirements: [2, 50],
      not_addressing_root_cause: [1, 25],
      incomplete_implementation: [0, 0],
      introducing_new_issues: [1, 25],
      other: [0, 0],
    });

    // Without --offline and without an LLM configured: keywords too, as text.
    const text = await run("judge", "themes", "--project", "th", "--run", runId);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain("4 INVALID verdicts, 4 classified by offline keyword matching");
    expect(text.stdout).toMatch(/Violating Specified Requirements in Rubric +2 +50\.0% +60\.6%/);
    // An imported run: the justifications are the imported tool's, and the report says so.
    expect(text.stdout).toContain(
      "Imported run: these are the justifications of the imported tool (verdicts.jsonl)",
    );

    // A no-LLM baseline run has no themes: a non-zero exit with the reason, nothing stored.
    expect(
      (
        await run(
          "judge-config",
          "create",
          "--project",
          "th",
          "--name",
          "Sim",
          "--provider",
          "baseline",
          "--reference",
          "ground_truth",
        )
      ).status,
    ).toBe(0);
    const baseline = await run("judge", "--project", "th", "--config", "Sim", "--json");
    expect(baseline.status, baseline.stderr).toBe(0);
    const baselineRun = (JSON.parse(baseline.stdout) as { id: string }).id;
    const refused = await run(
      "judge",
      "themes",
      "--project",
      "th",
      "--run",
      baselineRun,
      "--offline",
    );
    expect(refused.status).not.toBe(0);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(
      "Rejection themes need a judge that reads a rubric: this is a no-LLM baseline run.",
    );

    const missing = await run("judge", "themes", "--project", "th", "--run", "nope");
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/Judge run not found/);
  }, 120_000); // several CLI processes, each starting Prisma
});
