import "@/lib/test/test-db";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeResult } from "@/bench/write-result";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createProject } from "@/lib/projects/create-project";
import { createJudgeConfig } from "../config/create-judge-config";
import { drain, useServer } from "../judge-run.fixture";
import { startJudgeRun } from "../queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { listRunFlags } from "./list-run-flags";
import { EVIDENCE_FLAG_KINDS } from "./schemas-evidence";

/**
 * Measurement (issue 34, paper 001 §7): how many evidence flags a deliberately wrong rubric
 * requirement produces against a correct rubric, on real pvbench bugs and candidate patches (their
 * real diffs and test outcomes), through a real judge run (prompt rendered with the rubric, worker,
 * stored verdicts) and listRunFlags.
 *
 * The judge is the mock LLM server with a scripted responder, because the mock's own answers do
 * not read the rubric ("Mock answer about: <first words>"). The responder imitates a judge that
 * follows its rubric literally: when the rubric demands a header update and the patch changes no
 * header, it rejects the patch and claims a compile error (the paper's 5 patches); otherwise it
 * goes by the patch's test outcome stated in the prompt. So this measures the detector and the
 * pipeline on such texts (flags per rubric, and none on the correct one), not how often a real
 * LLM makes the mistake. RUBRICATE_WRITE_RESULTS=1 writes the table to bench/RESULTS.md.
 */
const DATA = process.env.SHARED_DATA_DIR
  ? `${process.env.SHARED_DATA_DIR}/pvbench`
  : fileURLToPath(new URL("../../../../shared/data/pvbench", import.meta.url));
const BUGS = 12;
const WRONG_REQUIREMENT =
  "The patch must update the header that declares the changed code and add the dependency for the updated header to the build files.";

const lines = (file: string) =>
  existsSync(`${DATA}/${file}`)
    ? readFileSync(`${DATA}/${file}`, "utf8").split("\n").filter(Boolean)
    : [];

function rubricOf(bug: { bugType: string | null; groundTruthPatch: string }, wrong: boolean) {
  const files = [...bug.groundTruthPatch.matchAll(/^\+\+\+ b\/(\S+)/gm)].map((m) => m[1]);
  const requirements = [
    `The patch stops the ${bug.bugType ?? "fault"} the sanitizer reports, on the path of the crash.`,
    `The developers changed ${files.join(", ")}; a fix elsewhere on the same path is acceptable.`,
    "Hiding the symptom (skipping the code, swallowing the error) is not acceptable.",
    ...(wrong ? [WRONG_REQUIREMENT] : []),
  ];
  return ["# Rubric", "", "## Requirements", "", ...requirements.map((r) => `- [ ] ${r}`)].join(
    "\n",
  );
}

/** The scripted judge: follows the rubric literally, as in the paper's misjudged cases. */
function respond(body: { messages: { content: unknown }[] }) {
  const text = body.messages
    .map((m) =>
      typeof m.content === "string"
        ? m.content
        : Array.isArray(m.content)
          ? m.content.map((p: { text?: string }) => p.text ?? "").join("\n")
          : "",
    )
    .join("\n");
  const rubric = /<rubric>([\s\S]*?)<\/rubric>/.exec(text)?.[1] ?? "";
  const patch = /<candidate_patch>([\s\S]*?)<\/candidate_patch>/.exec(text)?.[1] ?? "";
  const outcome = [...text.matchAll(/test outcome\s+(\w+)/g)].pop()?.[1] ?? "Unknown";
  const files = [...patch.matchAll(/^\+\+\+ b\/(\S+)/gm)].map((m) => m[1]!);
  const header = files.some((f) => /\.(h|hh|hpp|hxx)$/.test(f));
  if (rubric.includes("update the header") && !header)
    return {
      thought: `The rubric requires updating the header and adding its dependency. The patch changes ${files.join(", ")} only.`,
      label: "INVALID",
      justification:
        "The patch does not meet the rubric's requirement to update the header and add the dependency for it. Without that change the declaration and the build files disagree, so the patch fails to compile.",
    };
  if (outcome === "Fails")
    return {
      thought: "The test outcome says the patch fails the bug's tests.",
      label: "INVALID",
      justification: "The patch fails the bug's tests, so it does not stop the fault.",
    };
  return {
    thought: `The patch adds a check in ${files[0] ?? "the code"} on the crashing path.`,
    label: "VALID",
    justification:
      "The patch stops the fault on the crashing path and meets the rubric's requirements. It passes the reproduction tests.",
  };
}

describe.skipIf(lines("bugs.jsonl").length === 0)(
  "evidence flags on pvbench: a wrong rubric requirement against a correct one",
  () => {
    let server: TMockLlmServer;
    beforeAll(async () => {
      server = await startMockLlmServer({ port: 0, respond });
      useServer(server.url);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function judgeWith(wrong: boolean) {
      const slug = wrong ? "pv-wrong" : "pv-correct";
      const projectId = (
        await createProject({ input: { slug, name: slug, description: "" }, actorId: null })
      ).id;
      const bugs = lines("bugs.jsonl").slice(0, BUGS);
      const ids = new Set(bugs.map((l) => (JSON.parse(l) as { bugId: string }).bugId));
      const patches = lines("patches.jsonl").filter((l) =>
        ids.has((JSON.parse(l) as { bugId: string }).bugId),
      );
      for (const [kind, rows] of [
        ["bugs", bugs],
        ["patches", patches],
      ] as const)
        await importDataset({
          projectId,
          actorId: null,
          fileName: `${kind}.jsonl`,
          kind,
          bytes: Buffer.from(rows.join("\n")),
        });
      for (const bug of await prisma.bug.findMany({ where: { projectId } })) {
        const rubric = await prisma.rubric.create({
          data: { bugId: bug.id, format: "templated", status: "golden" },
        });
        const version = await prisma.rubricVersion.create({
          data: {
            rubricId: rubric.id,
            number: 1,
            kind: "draft",
            source: "human",
            content: rubricOf(bug, wrong),
          },
        });
        await prisma.rubric.update({
          where: { id: rubric.id },
          data: { goldenVersionId: version.id, currentVersionId: version.id },
        });
      }
      const config = await createJudgeConfig({
        projectId,
        actorId: null,
        input: ZCreateJudgeConfig.parse({
          name: "rubric-judge",
          provider: "openai-compatible",
          model: "mock-judge",
          reference: "golden",
        }),
      });
      const run = await startJudgeRun({
        projectId,
        actorId: null,
        input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 8 }),
      });
      await drain(run.id);
      const view = await listRunFlags({ projectId, runId: run.id, viewerId: null });
      const results = await prisma.judgeResult.findMany({
        where: { runId: run.id },
        select: { label: true, patch: { select: { passesTests: true } } },
      });
      return { view, results, patches: patches.length, bugs: ids.size };
    }

    it("flags the wrong rubric's compile-error rejections of passing patches and nothing on the correct rubric", async () => {
      const correct = await judgeWith(false);
      const wrong = await judgeWith(true);
      const passing = wrong.results.filter((r) => r.patch.passesTests === true).length;
      const invalidPassing = (r: typeof wrong) =>
        r.results.filter((x) => x.label === "INVALID" && x.patch.passesTests === true).length;
      expect(correct.view.verdicts).toBe(correct.patches);
      expect(correct.view.flagged).toBe(0);
      expect(wrong.view.flagged).toBeGreaterThan(0);
      expect(wrong.view.flagged).toBe(wrong.view.counts["build-claim-vs-passing-tests"]);
      expect(wrong.view.flagged).toBe(invalidPassing(wrong));

      const row = (name: string, r: typeof wrong) =>
        `| ${name} | ${r.view.verdicts} | ${invalidPassing(r)} | ${r.view.flagged} | ${EVIDENCE_FLAG_KINDS.map((k) => r.view.counts[k]).join(" | ")} |`;
      const body = [
        `${wrong.bugs} pvbench bugs (the first ${BUGS} of bugs.jsonl), their ${wrong.patches} candidate patches (${passing} pass their tests), judged once per rubric by a run of the mock LLM server (\`scripts/mock-llm-server.mjs\`) with a scripted responder: a judge that follows its rubric literally (the mock's own answers do not read the rubric). The correct rubric has three requirements (stop the reported fault on the crash path; the developers' files, another location acceptable; no hiding the symptom); the wrong one adds: "${WRONG_REQUIREMENT}" The responder rejects a patch that changes no header under that requirement and claims it "fails to compile" (the paper's §7 misjudgement); otherwise it goes by the test outcome in the prompt. Flags: \`listRunFlags\` over the stored verdicts.`,
        "",
        `| rubric | verdicts | INVALID on passing patches | flagged verdicts | ${EVIDENCE_FLAG_KINDS.join(" | ")} |`,
        `|---|---|---|---|${EVIDENCE_FLAG_KINDS.map(() => "---").join("|")}|`,
        row("correct", correct),
        row("wrong (header + dependency requirement)", wrong),
        "",
        `What it measures: the pipeline (real prompts with each rubric, real worker, stored results, real diffs and test outcomes) and the detector's reading of these texts: every compile-error rejection of a passing patch is flagged, no verdict under the correct rubric is. The wrong rubric's rejections of patches that fail their tests carry the same claim but are not flagged (the tests do not contradict a build error). It does not measure how often a real LLM makes the mistake or the detector's recall on free LLM prose; the hand-written cases of \`find-evidence-contradictions.test.ts\` cover phrasing and false positives.`,
      ].join("\n");
      if (process.env.RUBRICATE_WRITE_RESULTS === "1")
        writeResult({
          section: "Evidence flags: a wrong rubric requirement against a correct one (pvbench)",
          command:
            "RUBRICATE_WRITE_RESULTS=1 SHARED_DATA_DIR=/work/shared/data npx vitest run lib/judge/evidence/evidence-flags-pvbench.test.ts",
          body,
        });
      console.log(body);
    }, 120_000);
  },
);
