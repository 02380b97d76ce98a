import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { dir, run } = makeInProcessCliRunner({ tag: "cli-judge-flags" });

const VERDICTS = [
  ["tinyjson-17:patchagent:gpt-4.1:0", "INVALID", "Misses the header. It does not compile."],
  ["tinyjson-17:swe-agent:gpt-4.1:1", "VALID", "All tests pass with the patch."],
  [
    "imgscale-42:san2patch:gpt-4.1:0",
    "INVALID",
    "No compilation errors, but it masks the symptom.",
  ],
];

describe("rubricate judge flags", () => {
  it("lists an imported run's verdicts that the patches' evidence contradicts, as JSON and text", async () => {
    expect((await run("project", "create", "--slug", "fl", "--name", "Flags")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", `lib/demo/data/${kind}.jsonl`, "--project", "fl", "--kind", kind))
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
      "fl",
      "--name",
      "Ext",
      "--model",
      "m",
      "--json",
    );
    expect(imported.status, imported.stderr).toBe(0);
    const runId = (JSON.parse(imported.stdout) as { runs: { id: string }[] }).runs[0]!.id;

    const json = await run("judge", "flags", "--project", "fl", "--run", runId, "--json");
    expect(json.status, json.stderr).toBe(0);
    const view = JSON.parse(json.stdout) as {
      verdicts: number;
      flagged: number;
      counts: Record<string, number>;
      items: { patch: string; flags: { kind: string; sentence: string; evidence: string }[] }[];
    };
    expect(view).toMatchObject({ verdicts: 3, flagged: 2, origin: "external" });
    expect(view.counts).toMatchObject({
      "build-claim-vs-passing-tests": 1,
      "tests-pass-claim-vs-failing-tests": 1,
    });
    expect(view.items[0]).toMatchObject({
      patch: "tinyjson-17:patchagent:gpt-4.1:0",
      flags: [
        {
          kind: "build-claim-vs-passing-tests",
          sentence: "It does not compile.",
          evidence: "The patch passes its tests. It was built to run them.",
        },
      ],
    });

    const text = await run("judge", "flags", "--project", "fl", "--run", runId);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain("3 verdicts read, 2 flagged by evidence.");
    expect(text.stdout).toContain(
      '[build-claim-vs-passing-tests, high] justification: "It does not compile."',
    );

    const missing = await run("judge", "flags", "--project", "fl", "--run", "nope");
    expect(missing.status).not.toBe(0);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toMatch(/Judge run not found/);
  }, 120_000); // several CLI processes, each starting Prisma
});
