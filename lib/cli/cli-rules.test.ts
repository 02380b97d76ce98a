import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run, dir } = makeInProcessCliRunner({ tag: "cli-rules" });
const P = ["--project", "rp"];

describe("rubricate rules", () => {
  it("sets versions from a file, shows the current one and the history, and refuses bad input in one line", async () => {
    expect((await run("project", "create", "--slug", "rp", "--name", "Rules project")).status).toBe(
      0,
    );
    expect((await run("rules", "show", ...P)).stdout.trim()).toBe("No project rules yet.");

    const lines = path.join(dir, "rules.txt");
    writeFileSync(
      lines,
      "# minimalism\nA patch with changes unrelated to the bug is INVALID. [INVALID]\n",
    );
    const first = await run("rules", "set", ...P, "--file", lines, "--note", "minimalism");
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe("Saved the project rules as version 1 (1 rule).");

    const json = path.join(dir, "rules.json");
    writeFileSync(
      json,
      JSON.stringify({ rules: ["Unrelated changes: INVALID.", "Tests may change."] }),
    );
    const second = await run("rules", "set", ...P, "--file", json, "--base-version", "1", "--json");
    expect(second.status, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout).ruleSet.version).toBe(2);

    const shown = await run("rules", "show", ...P);
    expect(shown.stdout).toMatch(
      /^Project rules v2 {2}2 rules .*\n1\. Unrelated changes: INVALID\.\n2\. Tests may change\.\n$/,
    );
    const current = JSON.parse((await run("rules", "show", ...P, "--json")).stdout).current;
    expect(current).toMatchObject({ version: 2, note: "", createdBy: null });
    const history = JSON.parse((await run("rules", "history", ...P, "--json")).stdout).versions;
    expect(history.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history[1].rules).toEqual([
      { text: "A patch with changes unrelated to the bug is INVALID.", verdict: "INVALID" },
    ]);
    expect((await run("rules", "history", ...P)).stdout.trim().split("\n")).toHaveLength(2);

    // A stale base version, an over-long rule and an unknown project: one line, exit 1, nothing saved.
    const stale = await run("rules", "set", ...P, "--file", lines, "--base-version", "1");
    expect(stale.status).toBe(1);
    expect(stale.stderr.trim()).toMatch(/^error: baseVersion: version 2 was saved since/);
    const long = path.join(dir, "long.txt");
    writeFileSync(long, `ok\n${"x".repeat(501)}\n`);
    const tooLong = await run("rules", "set", ...P, "--file", long);
    expect(tooLong.status).toBe(1);
    expect(tooLong.stderr.trim()).toBe("error: rules.1.text: at most 500 characters");
    const nowhere = await run("rules", "show", "--project", "nope");
    expect(nowhere.status).toBe(1);
    expect(nowhere.stderr.trim().split("\n")).toHaveLength(1);
    expect(
      JSON.parse((await run("rules", "history", ...P, "--json")).stdout).versions,
    ).toHaveLength(2);
  });
});
