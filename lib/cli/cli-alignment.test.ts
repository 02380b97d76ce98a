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
  });
});
