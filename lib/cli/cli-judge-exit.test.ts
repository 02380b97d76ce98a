import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const P = ["--project", "jx"];
let run: ReturnType<typeof makeInProcessCliRunner>["run"];
// A provider that refuses every call (401, not worth a retry): the run fails, and fast.
const refusing = http.createServer((_req, res) => {
  res.writeHead(401, { "content-type": "application/json" });
  res.end(
    JSON.stringify({ error: { message: "Incorrect API key", type: "invalid_request_error" } }),
  );
});

beforeAll(async () => {
  await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
  const { port } = refusing.address() as AddressInfo;
  // The runner is made once the port is known: its environment names this provider.
  ({ run } = makeInProcessCliRunner({
    tag: "cli-judge-exit",
    env: {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_MODEL: "refused",
      LLM_TIMEOUT_MS: "3000",
    },
  }));
});
afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));

describe("rubricate judge: the exit code says how the run ended", () => {
  it("exits 1 after a failed run (its JSON still printed), 0 after a clean one; --detach --json prints the queued run", async () => {
    expect((await run("project", "create", "--slug", "jx", "--name", "Exit")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", `lib/demo/data/${kind}.jsonl`, ...P, "--kind", kind)).status,
      ).toBe(0);
    const configs = [
      ["Refused", "--provider", "openai-compatible", "--model", "refused"],
      ["Base", "--provider", "baseline", "--threshold", "0.5"],
    ];
    for (const [name, ...rest] of configs) {
      const made = await run(
        "judge-config",
        "create",
        ...P,
        "--name",
        name!,
        ...rest,
        "--reference",
        rest.includes("baseline") ? "ground_truth" : "report_only",
      );
      expect(made.status, made.stderr).toBe(0);
    }

    const failed = await run("judge", ...P, "--config", "Refused", "--json");
    expect(failed.status, failed.stderr).toBe(1);
    const summary = JSON.parse(failed.stdout) as {
      status: string;
      total: number;
      counts: { failed: number };
    };
    expect(summary.status).toBe("failed");
    expect(summary.counts.failed).toBe(summary.total);

    const clean = await run("judge", ...P, "--config", "Base", "--json");
    expect(clean.status, clean.stderr).toBe(0);
    expect(JSON.parse(clean.stdout)).toMatchObject({ status: "completed" });

    const queued = await run("judge", ...P, "--config", "Base", "--detach", "--json");
    expect(queued.status, queued.stderr).toBe(0);
    const { run: started } = JSON.parse(queued.stdout) as { run: { id: string; total: number } };
    expect(started.total).toBeGreaterThan(0);
    const shown = await run("judge", "show", ...P, "--run", started.id);
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: started.id, status: "queued" });
  });
});
