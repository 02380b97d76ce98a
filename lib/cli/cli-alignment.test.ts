import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run, runBinary } = makeInProcessCliRunner({ tag: "cli-alignment" });

describe("rubricate alignment", () => {
  it("prints a configuration's versions against the demo's pilot consensus as JSON, and names a bad configuration", async () => {
    expect((await run("seed")).status).toBe(0);
    expect((await runBinary("worker", "--exit-when-idle")).status).toBe(0);
    const out = await run("alignment", "--project", "demo", "--config", "Similarity baseline");
    expect(out.status, out.stderr).toBe(0);
    const r = JSON.parse(out.stdout);
    expect(r.config).toBe("Similarity baseline");
    expect(r.campaign).toMatchObject({ name: "Pilot study (published labels)" });
    expect(r.versions).toHaveLength(1);
    const [v1] = r.versions;
    expect(v1.run.status).toBe("completed");
    const m = v1.metrics;
    expect(m.n).toBe(r.campaign.labelled);
    expect(m.tp + m.fp + m.fn + m.tn).toBe(m.n);
    expect(m.accuracy).toBeCloseTo((m.tp + m.tn) / m.n, 12);
    expect(v1.delta).toBeNull();
    expect(r.disagreements).toHaveLength(m.fp + m.fn);
    expect(r.rubric).toBeNull();

    const bad = await run("alignment", "--project", "demo", "--config", "No such judge");
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain("no judge configuration named “No such judge”");

    // Re-score, as the alignment view's button: a new run on exactly the labelled patches.
    const judge = ["judge", "--project", "demo", "--config", "Similarity baseline"];
    const rescored = await run(...judge, "--campaign", r.campaign.id, "--labelled", "--json");
    expect(rescored.status, rescored.stderr).toBe(0);
    const rerun = JSON.parse(rescored.stdout);
    expect(rerun).toMatchObject({
      status: "completed",
      total: r.campaign.labelled,
      campaign: { id: r.campaign.id },
    });
    expect(rerun.filter.split(",")).toHaveLength(r.campaign.labelled);
    expect(rerun.id).not.toBe(v1.run.id);
    const after = JSON.parse(
      (await run("alignment", "--project", "demo", "--config", "Similarity baseline")).stdout,
    );
    expect(after.versions[0].run.id).toBe(rerun.id);
    expect(after.versions[0].metrics).toEqual(m);

    const runsBefore = JSON.parse((await run("judge", "list", "--project", "demo")).stdout);
    for (const [args, message] of [
      [["--labelled"], "--labelled needs --campaign"],
      [["--campaign", r.campaign.id, "--labelled", "--patches", "golden"], "leave out --patches"],
      [["--campaign", r.campaign.id, "--labelled", "--batch"], "leave out --batch"],
      [["--campaign", "no-such-campaign", "--labelled"], "no such campaign"],
    ] as const) {
      const refused = await run(...judge, ...args);
      expect(refused.status, refused.stdout).toBe(1);
      expect(refused.stderr).toContain(message);
    }
    const runsAfter = JSON.parse((await run("judge", "list", "--project", "demo")).stdout);
    expect(runsAfter).toEqual(runsBefore);
  });
});
