import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run } = makeInProcessCliRunner({ tag: "cli-study" });
const RATERS = "rater1@demo.rubricate,rater2@demo.rubricate,rater3@demo.rubricate";

describe("rubricate study", () => {
  it("creates, lists and shows a study, refuses labelling before every rubric, and reports Tables 1-3 as JSON", async () => {
    expect((await run("seed")).status).toBe(0);
    const bad = await run(
      "study",
      "create",
      "--project",
      "demo",
      "--name",
      "x",
      "--raters",
      "rater1@demo.rubricate,lead@demo.rubricate",
      "--bugs",
      "tinyjson-17",
    );
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain("1 user does not hold the rater role");

    const created = await run(
      "study",
      "create",
      "--project",
      "demo",
      "--name",
      "Pilot",
      "--raters",
      RATERS,
      "--bugs",
      "tinyjson-17,imgscale-42",
      "--owner",
      "lead@demo.rubricate",
      "--json",
    );
    expect(created.status, created.stderr).toBe(0);
    const study = JSON.parse(created.stdout);
    expect(study).toMatchObject({ name: "Pilot", phase: "authoring", raters: 3, patches: 6 });

    const listed = JSON.parse((await run("study", "list", "--project", "demo", "--json")).stdout);
    expect(listed.map((s: { id: string }) => s.id)).toContain(study.id);

    const shown = await run("study", "show", "--project", "demo", "--study", study.id);
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(
      "Rater 1 Rae Rater <rater1@demo.rubricate> (swap: Rater 3's rubric): rubrics 0/2, own 0/6, swap 0/6",
    );

    const phase = await run(
      "study",
      "phase",
      "--project",
      "demo",
      "--study",
      study.id,
      "--to",
      "labelling",
    );
    expect(phase.status).not.toBe(0);
    expect(phase.stderr).toContain("Every rater must submit a rubric for every bug first");
    const after = JSON.parse(
      (await run("study", "show", "--project", "demo", "--study", study.id, "--json")).stdout,
    );
    expect(after.study.phase).toBe("authoring");

    const report = await run("study", "report", "--project", "demo", "--study", study.id, "--json");
    expect(report.status, report.stderr).toBe(0);
    const r = JSON.parse(report.stdout);
    expect(r.table2.map((c: { rubric: string }) => c.rubric)).toEqual([
      "Rater 1 rubric & Rater 3 rubric",
      "Rater 2 rubric & Rater 1 rubric",
      "Rater 3 rubric & Rater 2 rubric",
    ]);
    expect(r.table1[0]).toMatchObject({ raters: "Rater 1, 2, 3", kappa: null, n: 0 });
    expect(r.raterNames.map((x: { name: string }) => x.name)).toEqual([
      "Rae Rater",
      "Rik Rater",
      "Ros Rater",
    ]);
    const text = await run("study", "report", "--project", "demo", "--study", study.id);
    expect(text.stdout).toContain(
      "Rater 1 and 2 | Rater 1's rubric | — (no patch has both labels yet) | n=0",
    );

    const missing = await run("study", "report", "--project", "demo", "--study", "nope");
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain("No study nope in demo.");
  });
});
