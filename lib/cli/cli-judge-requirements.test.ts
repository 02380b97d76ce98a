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

    const config = async (reference: string, ...more: string[]) =>
      await run(
        "judge-config",
        "create",
        "--project",
        "demo",
        "--name",
        `per-req-${reference}${more.length ? "-graded" : ""}`,
        "--provider",
        "openai-compatible",
        "--model",
        "m",
        "--reference",
        reference,
        "--per-requirement",
        ...more,
      );
    const bad = await config("ground_truth");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/golden or draft rubric reference/);
    const good = await config("golden");
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toMatch(/Saved per-req-golden version 1/);
    // On a graded scale too: one configuration grades and judges each requirement.
    const graded = await config("golden", "--scale", "graded");
    expect(graded.status, graded.stderr).toBe(0);
    expect(graded.stdout).toMatch(/Saved per-req-golden-graded version 1/);
    const listed = await run("judge-config", "list", "--project", "demo", "--json");
    expect(listed.status, listed.stderr).toBe(0);
    const configs = JSON.parse(listed.stdout) as {
      name: string;
      promptTemplate: string;
      scale: unknown;
    }[];
    expect(configs.find((c) => c.name === "per-req-golden")).toMatchObject({
      promptTemplate: "judge-rubric-requirements",
      scale: null,
    });
    expect(configs.find((c) => c.name === "per-req-golden-graded")).toMatchObject({
      promptTemplate: "judge-rubric-requirements",
      scale: { validFrom: 3 },
    });
  });
});
