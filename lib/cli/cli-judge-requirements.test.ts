import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run, runBinary } = makeInProcessCliRunner({ tag: "cli-judge-requirements" });

describe("rubricate judge requirements", () => {
  it("refuses a run that does not judge per requirement, and per-requirement configs without a rubric", async () => {
    expect((await run("seed")).status).toBe(0);
    expect((await runBinary("worker", "--exit-when-idle")).status).toBe(0);
    const dashboard = await run("dashboard", "--project", "demo", "--replicates", "100");
    expect(dashboard.status, dashboard.stderr).toBe(0);
    const runId = (JSON.parse(dashboard.stdout) as { runs: { id: string }[] }).runs[0]!.id;
    const refused = await run("judge", "requirements", "--project", "demo", "--run", runId);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/does not judge per requirement/);

    const config = async (reference: string) =>
      await run(
        "judge-config",
        "create",
        "--project",
        "demo",
        "--name",
        `per-req-${reference}`,
        "--provider",
        "openai-compatible",
        "--model",
        "m",
        "--reference",
        reference,
        "--per-requirement",
      );
    const bad = await config("ground_truth");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/golden or draft rubric reference/);
    const good = await config("golden");
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/Saved per-req-golden version 1/);
    const listed = await run("judge-config", "list", "--project", "demo");
    expect(listed.stdout).toMatch(/per-req-golden v1/);
  });
});
