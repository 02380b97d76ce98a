import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { expectRefused } from "@/lib/test/expect-refused";

const { run } = makeInProcessCliRunner({ tag: "cli-judge-runs" });
const P = ["--project", "jr"];

const json = <T>(result: Awaited<ReturnType<typeof run>>): T => {
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};

describe("rubricate judge list | show | cancel | retry | results", () => {
  it("lists, shows, cancels with --yes, retries and exports runs, refusing wrong ids and phases", async () => {
    expect((await run("project", "create", "--slug", "jr", "--name", "Judge runs")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", `lib/demo/data/${kind}.jsonl`, ...P, "--kind", kind)).status,
      ).toBe(0);
    const config = await run(
      "judge-config",
      "create",
      ...P,
      "--name",
      "Base",
      "--provider",
      "baseline",
      "--reference",
      "ground_truth",
      "--threshold",
      "0.5",
    );
    expect(config.status, config.stderr).toBe(0);
    // One run judged here to the end, one queued and left to a worker.
    const done = json<{ id: string; total: number }>(
      await run("judge", ...P, "--config", "Base", "--json"),
    );
    const queued = await run("judge", ...P, "--config", "Base", "--detach");
    expect(queued.status, queued.stderr).toBe(0);
    const queuedId = queued.stdout.trim();

    const runs = json<{ id: string; status: string }[]>(await run("judge", "list", ...P));
    expect(runs.map((r) => [r.id, r.status])).toEqual([
      [queuedId, "queued"],
      [done.id, "completed"],
    ]);
    expect(json(await run("judge", "show", ...P, "--run", done.id))).toMatchObject({
      id: done.id,
      status: "completed",
      total: done.total,
      counts: { done: done.total, failed: 0 },
    });
    expectRefused(await run("judge", "show", ...P, "--run", "nope"), /^error: Judge run not found/);
    expectRefused(await run("judge", "list", "--project", "nope"), /No project with slug nope/);

    // cancel: the page's confirmation, then the run's own checks.
    expectRefused(await run("judge", "cancel", ...P, "--run", queuedId), /--yes/);
    expect(json(await run("judge", "show", ...P, "--run", queuedId))).toMatchObject({
      status: "queued",
    });
    expectRefused(
      await run("judge", "cancel", ...P, "--run", done.id),
      /This run is completed; only a queued or running run can be cancelled/,
    );
    expectRefused(
      await run("judge", "cancel", ...P, "--run", "nope", "--yes"),
      /Judge run not found/,
    );
    expect(json(await run("judge", "cancel", ...P, "--run", queuedId, "--yes"))).toEqual({
      cancelledJobs: done.total,
    });
    expect(json(await run("judge", "show", ...P, "--run", queuedId))).toMatchObject({
      status: "cancelled",
      counts: { cancelled: done.total },
    });

    const firstPatch = (
      JSON.parse(
        (await run("judge", "results", ...P, "--run", done.id, "--format", "jsonl")).stdout.split(
          "\n",
        )[0]!,
      ) as { patchId: string }
    ).patchId;
    // retry: one patch, then the rest; nothing left to retry is refused.
    expectRefused(
      await run("judge", "retry", ...P, "--run", queuedId, "--patch", "nope"),
      /No patch nope in jr/,
    );
    expect(
      json(await run("judge", "retry", ...P, "--run", queuedId, "--patch", firstPatch)),
    ).toEqual({
      requeued: 1,
    });
    expect(json(await run("judge", "retry", ...P, "--run", queuedId))).toEqual({
      requeued: done.total - 1,
    });
    expectRefused(
      await run("judge", "retry", ...P, "--run", queuedId),
      /no failed or cancelled job to retry/,
    );
    expectRefused(
      await run("judge", "retry", ...P, "--run", done.id),
      /no failed or cancelled job/,
    );

    // results: the run page's export (csv-exports.test compares the bytes with the route's).
    const csv = await run("judge", "results", ...P, "--run", done.id, "--format", "csv");
    expect(csv.status, csv.stderr).toBe(0);
    const rows = parse(csv.stdout, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(done.total);
    expect(rows[0]).toMatchObject({ status: "done", valid_votes: expect.any(String) });
    const jsonl = await run("judge", "results", ...P, "--run", done.id, "--format", "jsonl");
    expect(jsonl.status, jsonl.stderr).toBe(0);
    const lines = jsonl.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(done.total);
    expect((JSON.parse(lines[0]!) as { patchId: string }).patchId).toBe(rows[0]!.patch);
    expectRefused(
      await run("judge", "results", ...P, "--run", done.id, "--format", "xml"),
      /^error: format: /,
    );
    expectRefused(await run("judge", "results", ...P, "--run", "nope"), /Judge run not found/);
  }, 420_000); // some thirty CLI processes, each starting Prisma
});
