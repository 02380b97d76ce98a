import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { claimDraftJobs } from "./claim-draft-jobs";
import { requestDrafts } from "./request-drafts";
import { reviewRubric } from "./review-rubric";
import { runDraftJob } from "./run-draft-job";
import { ZRequestDrafts, ZReviewRubric } from "./schemas";
import { submitRubric } from "./submit-rubric";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// Issue 29: 20 concurrent confirm/return calls on one submitted rubric gave two or three reviews
// for one submit, and once a `returned` rubric with goldenVersionId set. The status check must
// sit inside the writing transaction (a conditional write), so exactly one call wins.
void TEST_DATABASE_URL;
const BUGS = ["tinyjson-17", "imgscale-42", "kvstash-9", "tinyev-45"];
const CALLS = 20;
let projectId = "";
const ids = { a: "", b: "", c: "" };

const engineer = async (email: string) =>
  (
    await createUser({
      input: {
        email,
        name: email,
        password: "racing-horse-42",
        isAdmin: false,
        projectRoles: [{ projectSlug: "race", role: "engineer" }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    })
  ).id;

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "race", name: "Race", description: "" }, actorId: null })
  ).id;
  await importDemoData({ projectId });
  Object.assign(ids, {
    a: await engineer("a@race.test"),
    b: await engineer("b@race.test"),
    c: await engineer("c@race.test"),
  });
  await requestDrafts({
    projectId,
    actorId: ids.a,
    input: ZRequestDrafts.parse({ bugIds: BUGS, engine: "offline" }),
  });
  for (const job of await claimDraftJobs({
    limit: BUGS.length,
    leaseUntil: new Date(Date.now() + 60_000),
  }))
    await runDraftJob({ jobId: job.id });
}, 60_000);

/** Starts every call at once: each waits on one gate, opened when all are queued. */
async function race<T>(calls: (() => Promise<T>)[]) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const settled = Promise.allSettled(calls.map((call) => gate.then(call)));
  open();
  return settled;
}

async function checkInvariants(rubricId: string, submits: number, versionId: string) {
  const rubric = await prisma.rubric.findUniqueOrThrow({ where: { id: rubricId } });
  const reviews = await prisma.rubricReview.findMany({ where: { rubricId } });
  expect(reviews, "exactly one review per submit").toHaveLength(submits);
  expect(new Set(reviews.map((r) => r.round)).size).toBe(submits);
  const audits = await prisma.auditLog.count({
    where: { entityId: rubricId, action: { in: ["rubric.confirm", "rubric.return"] } },
  });
  expect(audits, "one audit row per decision").toBe(submits);
  const last = reviews.sort((x, y) => x.round - y.round).at(-1)!;
  if (last.decision === "confirmed") {
    expect(rubric.status).toBe("golden");
    expect(rubric.goldenVersionId).toBe(versionId);
  } else {
    expect(rubric.status).toBe("returned");
    expect(rubric.goldenVersionId).toBeNull();
  }
  return rubric.status;
}

describe("reviewRubric under concurrency", () => {
  it("accepts exactly one of 20 concurrent confirm/return calls per submit; the others get a 409", async () => {
    for (const bug of BUGS) {
      const at = { projectId, bugExternalId: bug, format: "templated" as const };
      const rubric = await prisma.rubric.findFirstOrThrow({
        where: { bug: { projectId, externalId: bug } },
      });
      const versionId = rubric.currentVersionId!;
      let submits = 0;
      for (let attempt = 0; attempt < 3; attempt++) {
        await submitRubric({ ...at, userId: ids.a, versionId });
        submits++;
        // Engineer B sends confirms and returns, engineer C the same; on the last attempt all confirm.
        const calls = Array.from({ length: CALLS }, (_, i) => () => {
          const decision = attempt === 2 || i % 2 === 0 ? "confirmed" : "returned";
          return reviewRubric({
            ...at,
            userId: i < CALLS / 2 ? ids.b : ids.c,
            input: ZReviewRubric.parse({
              versionId,
              decision,
              comment: decision === "returned" ? `call ${i}: tighten the requirements` : "",
            }),
          });
        });
        const results = await race(calls);
        const won = results.filter((r) => r.status === "fulfilled");
        expect(won, `${bug} attempt ${attempt}: calls accepted`).toHaveLength(1);
        for (const r of results)
          if (r.status === "rejected") {
            expect(r.reason).toBeInstanceOf(AppError);
            expect((r.reason as AppError).code).toBe("CONFLICT");
            expect((r.reason as AppError).message).toMatch(/already|submitted/i);
          }
        const status = await checkInvariants(rubric.id, submits, versionId);
        if (status === "golden") break;
      }
    }
  });

  it("accepts one of five confirms sent at once by the same engineer", async () => {
    const bug = "jrangeset-23";
    const at = { projectId, bugExternalId: bug, format: "templated" as const };
    await requestDrafts({
      projectId,
      actorId: ids.a,
      input: ZRequestDrafts.parse({ bugIds: [bug], engine: "offline" }),
    });
    for (const job of await claimDraftJobs({
      limit: 1,
      leaseUntil: new Date(Date.now() + 60_000),
    }))
      await runDraftJob({ jobId: job.id });
    const rubric = await prisma.rubric.findFirstOrThrow({
      where: { bug: { projectId, externalId: bug } },
    });
    const versionId = rubric.currentVersionId!;
    await submitRubric({ ...at, userId: ids.a, versionId });
    const results = await race(
      Array.from(
        { length: 5 },
        () => () =>
          reviewRubric({
            ...at,
            userId: ids.b,
            input: ZReviewRubric.parse({ versionId, decision: "confirmed" }),
          }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await checkInvariants(rubric.id, 1, versionId)).toBe("golden");
  });
});
