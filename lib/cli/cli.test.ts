import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sampleDiff } from "@/lib/test/diffs";
import { makeCliRunner } from "@/lib/test/run-cli";

const { dir, run } = makeCliRunner({ tag: "cli" });
const file = (name: string, rows: unknown[]) => {
  const p = path.join(dir, name);
  writeFileSync(
    p,
    rows.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n") + "\n",
  );
  return p;
};

describe("rubricate CLI", () => {
  it("creates a site admin with a generated password, and refuses a duplicate", () => {
    const ok = run("user", "create", "--email", "Boss@Example.org", "--role", "admin");
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Created boss@example.org \(site admin\)\.\nPassword: \S{12,}/);
    const dup = run("user", "create", "--email", "boss@example.org", "--role", "admin");
    expect(dup.status).toBe(1);
    expect(dup.stderr).toMatch(/already exists/);
  });

  it("imports bugs, refuses a patch file with bad lines (exit 1, nothing written), then --skip-invalid", () => {
    expect(run("project", "create", "--slug", "cli", "--name", "CLI").status).toBe(0);
    const bugs = run(
      "import",
      file("bugs.jsonl", [{ bugId: "B1", report: "r", groundTruthPatch: sampleDiff() }]),
      "--project",
      "cli",
    );
    expect(bugs.stdout).toMatch(/Imported bugs from bugs.jsonl: 1 bug, 0 patches/);
    const patches = file("patches.jsonl", [
      { patchId: "P1", bugId: "B1", patch: sampleDiff("  return 2;") },
      { patchId: "P2", bugId: "B1", patch: "" },
      { patchId: "P3", bugId: "B7", patch: sampleDiff("  return 3;") },
    ]);
    const refused = run("import", patches, "--project", "cli", "--kind", "patches");
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(
      "Nothing imported from patches.jsonl: 2 of 3 lines are invalid",
    );
    expect(refused.stdout).toContain("line 2: patch: empty diff");
    expect(refused.stdout).toContain('line 3: bugId: unknown bug "B7"');
    const partial = run("import", patches, "--project", "cli", "--skip-invalid", "--json");
    expect(partial.status).toBe(0);
    expect(JSON.parse(partial.stdout)).toMatchObject({
      written: true,
      created: { patches: 1 },
      invalidLines: 2,
    });
  });

  it("explains bad arguments", () => {
    const r = run("import", "/nope.jsonl", "--project", "cli", "--kind", "widgets");
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/kind|Invalid option/i);
  });
});
