import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run, dir } = makeInProcessCliRunner({ tag: "cli-judge-graded" });

describe("rubricate judge-config create --scale", () => {
  it("saves the default or a file's graded scale, refuses a bad one with its field, and lists it", async () => {
    expect((await run("seed")).status).toBe(0);
    const create = async (name: string, ...more: string[]) =>
      await run(
        "judge-config",
        "create",
        "--project",
        "demo",
        "--name",
        name,
        "--provider",
        "openai-compatible",
        "--model",
        "m",
        "--reference",
        "ground_truth",
        ...more,
      );
    const graded = await create("graded-default", "--scale", "graded");
    expect(graded.status, graded.stderr).toBe(0);
    expect(graded.stdout).toMatch(/Saved graded-default version 1/);
    const file = path.join(dir, "scale.json");
    writeFileSync(
      file,
      JSON.stringify({
        grades: [
          { value: 1, label: "No" },
          { value: 2, label: "Yes" },
        ],
        validFrom: 3,
      }),
    );
    const bad = await create("graded-bad", "--scale", file);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/validFrom/);
    const missing = await create("graded-missing", "--scale", path.join(dir, "nope.json"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/--scale: .* is not "binary", "graded" or a readable JSON file/);
    const listed = await run("judge-config", "list", "--project", "demo");
    expect(listed.stdout).toMatch(/graded-default v1\t.*\tgraded/);
    expect(listed.stdout).not.toMatch(/graded-bad|graded-missing/);
    const grades = await run("judge", "grades", "--project", "demo", "--run", "no-such-run");
    expect(grades.status).toBe(1);
    expect(grades.stderr).toMatch(/Judge run not found/);
  });
});
