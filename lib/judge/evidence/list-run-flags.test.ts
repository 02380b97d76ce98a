import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { listRunFlags } from "./list-run-flags";
import { importDemoData } from "@/lib/test/import-demo-data";

/**
 * A completed run on the demo patches with hand-written verdicts: a build error claimed for a
 * passing patch (tinyjson-17, labelled in campaign A by the lead who rates), a pass claimed for a
 * failing one, a file said untouched that the diff changes (imgscale-42), and clean verdicts.
 */
const SLUG = "evflags";
const VERDICTS: [string, "VALID" | "INVALID", string, string][] = [
  [
    "tinyjson-17:patchagent:gpt-4.1:0",
    "INVALID",
    "The rubric requires updating the header. The patch fails to compile without the new dependency.",
    "",
  ],
  [
    "tinyjson-17:swe-agent:gpt-4.1:1",
    "VALID",
    "Bounds check added. The patch passes the reproduction test.",
    "",
  ],
  [
    "imgscale-42:san2patch:gpt-4.1:0",
    "INVALID",
    "Masks the overflow.",
    "The patch does not modify src/img.c at all.",
  ],
  [
    "imgscale-42:patchagent:claude-sonnet-4:0",
    "VALID",
    "There are no compilation errors; the root cause is fixed.",
    "",
  ],
];
let projectId = "";
let runId = "";
const users: Record<string, string> = {};

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: SLUG, name: "Evidence flags", description: "" },
      actorId: null,
    })
  ).id;
  for (const [tag, roles] of Object.entries({ lead: ["lead"], leadRater: ["lead", "rater"] }))
    users[tag] = (
      await createUser({
        input: {
          email: `${tag}@${SLUG}.test`,
          name: tag,
          password: "password-123",
          isAdmin: false,
          projectRoles: roles.map((role) => ({ projectSlug: SLUG, role: role as "lead" })),
        },
        actorId: null,
        hashPassword: reusePasswordHash,
      })
    ).id;
  await importDemoData({ projectId });
  const config = await prisma.judgeConfig.create({
    data: {
      projectId,
      name: "judge",
      version: 1,
      provider: "mock",
      model: "m",
      promptTemplate: "judge-rubric",
      promptVersion: "1",
      reference: "golden",
    },
  });
  runId = (
    await prisma.judgeRun.create({
      data: { projectId, configId: config.id, status: "completed", total: VERDICTS.length },
    })
  ).id;
  for (const [externalId, label, justification, thought] of VERDICTS) {
    const patch = await prisma.patch.findFirstOrThrow({ where: { projectId, externalId } });
    const job = await prisma.judgeJob.create({
      data: { runId, patchId: patch.id, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: { runId, jobId: job.id, patchId: patch.id, sample: 0, label, justification, thought },
    });
  }
  // Campaign A labels tinyjson-17 (Heap-buffer-overflow) with the lead who rates.
  await createCampaign({
    projectId,
    actorId: users.lead!,
    input: ZCreateCampaign.parse({
      name: "A",
      selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
      ratersPerPatch: 1,
      raterIds: [users.leadRater!],
    }),
  });
});

describe("listRunFlags", () => {
  it("lists each flagged verdict with its sentence and evidence and counts verdicts per kind", async () => {
    const view = await listRunFlags({ projectId, runId, viewerId: users.lead! });
    expect(view).toMatchObject({ verdicts: 4, flagged: 3, hidden: 0, origin: "internal" });
    expect(view.counts).toEqual({
      "build-claim-vs-passing-tests": 1,
      "test-failure-claim-vs-passing-tests": 0,
      "tests-pass-claim-vs-failing-tests": 1,
      "untouched-file-claim": 1,
      "touched-file-claim": 0,
    });
    expect(
      view.items.map((i) => [i.bug, i.patch, i.flags.map((f) => [f.kind, f.source, f.sentence])]),
    ).toEqual([
      [
        "imgscale-42",
        "imgscale-42:san2patch:gpt-4.1:0",
        [["untouched-file-claim", "thought", "The patch does not modify src/img.c at all."]],
      ],
      [
        "tinyjson-17",
        "tinyjson-17:patchagent:gpt-4.1:0",
        [
          [
            "build-claim-vs-passing-tests",
            "justification",
            "The patch fails to compile without the new dependency.",
          ],
        ],
      ],
      [
        "tinyjson-17",
        "tinyjson-17:swe-agent:gpt-4.1:1",
        [
          [
            "tests-pass-claim-vs-failing-tests",
            "justification",
            "The patch passes the reproduction test.",
          ],
        ],
      ],
    ]);
    expect(view.items[1]).toMatchObject({
      tests: "pass",
      files: ["src/tj_parse.c"],
      label: "INVALID",
    });
  });

  it("leaves out the patches the viewer is still labelling, from the counts too", async () => {
    const view = await listRunFlags({ projectId, runId, viewerId: users.leadRater! });
    expect(view).toMatchObject({ verdicts: 2, flagged: 1, hidden: 2 });
    expect(view.counts["build-claim-vs-passing-tests"]).toBe(0);
    expect(view.items.map((i) => i.bug)).toEqual(["imgscale-42"]);
    // The CLI (no viewer) is blind to nothing.
    expect((await listRunFlags({ projectId, runId, viewerId: null })).flagged).toBe(3);
  });

  it("refuses a run of another project", async () => {
    await expect(listRunFlags({ projectId: "nope", runId, viewerId: null })).rejects.toThrow(
      "Judge run not found.",
    );
  });

  it("routes the flagged patches into an active-review campaign with the flag as the reason", async () => {
    const created = await createCampaign({
      projectId,
      actorId: users.lead!,
      input: ZCreateCampaign.parse({
        name: "Review flags",
        selection: { kind: "review", rule: "evidence_flags", runId },
        ratersPerPatch: 1,
        raterIds: [users.leadRater!],
      }),
    });
    const rows = await prisma.campaignPatch.findMany({
      where: { campaignId: created.id },
      orderBy: { position: "asc" },
      select: { reason: true, patch: { select: { externalId: true } } },
    });
    expect(rows.map((r) => r.patch.externalId)).toEqual([
      "imgscale-42:san2patch:gpt-4.1:0",
      "tinyjson-17:patchagent:gpt-4.1:0",
      "tinyjson-17:swe-agent:gpt-4.1:1",
    ]);
    expect(rows[1]!.reason).toBe(
      'evidence flag in "judge v1": Claims a compile, build or link error; the patch passes its tests ("The patch fails to compile without the new dependency.")',
    );
  });
});
