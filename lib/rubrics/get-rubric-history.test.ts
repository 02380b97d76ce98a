import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { claimDraftJobs } from "./claim-draft-jobs";
import { getRubric } from "./get-rubric";
import { requestDrafts } from "./request-drafts";
import { reviewRubric } from "./review-rubric";
import { ZGetRubricResponse } from "./rubrics-api.types";
import { runDraftJob } from "./run-draft-job";
import { saveRubricVersion } from "./save-rubric-version";
import { editKey, ZRequestDrafts, ZReviewRubric, ZSaveRubric } from "./schemas";
import { segmentEdits } from "./segment-edits";
import { submitRubric } from "./submit-rubric";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// Issue 31: the reviewer of round 3 needs the comments of rounds 1 and 2, overall and on single
// edits, with the edit (of the version then reviewed) each one is on.
void TEST_DATABASE_URL;
const BUG = "tinyjson-17";
let projectId = "";
const ids = { a: "", b: "" };
const at = { projectId: "", bugExternalId: BUG, format: "templated" as const };

const engineer = async (email: string) =>
  (
    await createUser({
      input: {
        email,
        name: email,
        password: "history-lamp-42",
        isAdmin: false,
        projectRoles: [{ projectSlug: "history", role: "engineer" }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    })
  ).id;

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "history", name: "History", description: "" },
      actorId: null,
    })
  ).id;
  at.projectId = projectId;
  await importDemoData({ projectId, kinds: ["bugs"] });
  Object.assign(ids, { a: await engineer("a@history.test"), b: await engineer("b@history.test") });
  await requestDrafts({
    projectId,
    actorId: ids.a,
    input: ZRequestDrafts.parse({ bugIds: [BUG], engine: "offline" }),
  });
  for (const job of await claimDraftJobs({ limit: 1, leaseUntil: new Date(Date.now() + 60_000) }))
    await runDraftJob({ jobId: job.id });
}, 60_000);

async function round(line: string, comment: string, onEdit: string) {
  const { rubric } = await getRubric(at);
  const draft = rubric!.draft!.content;
  const content = `${draft}\n- [ ] ${line}\n`;
  const notes = segmentEdits({ base: draft, next: content }).map((r) => ({
    key: editKey(r),
    justification: `Adds: ${line}`,
    themes: ["scope" as const],
  }));
  const saved = await saveRubricVersion({
    ...at,
    userId: ids.a,
    input: ZSaveRubric.parse({ baseVersionId: rubric!.currentVersion!.id, content, notes }),
  });
  await submitRubric({ ...at, userId: ids.a, versionId: saved.versionId });
  const { rubric: submitted } = await getRubric(at);
  await reviewRubric({
    ...at,
    userId: ids.b,
    input: ZReviewRubric.parse({
      versionId: saved.versionId,
      decision: "returned",
      comment,
      editComments: [{ editId: submitted!.currentVersion!.edits[0]!.id, comment: onEdit }],
    }),
  });
}

describe("getRubric: earlier review rounds", () => {
  it("returns each round's overall comment and its comments on edits, with the edit they are on", async () => {
    await round("Rejects a truncated escape.", "Round one overall.", "Which error?");
    await round("Rejects a truncated escape with TJ_ERR_SYNTAX.", "Round two overall.", "Good.");
    const { rubric } = ZGetRubricResponse.parse(await getRubric(at));
    expect(
      rubric!.reviews.map((r) => ({
        round: r.round,
        decision: r.decision,
        comment: r.comment,
        comments: r.comments.map((c) => ({
          comment: c.comment,
          position: c.edit.position,
          type: c.edit.type,
          after: c.edit.afterText.trim(),
          justification: c.edit.justification,
        })),
      })),
    ).toEqual([
      {
        round: 1,
        decision: "returned",
        comment: "Round one overall.",
        comments: [
          {
            comment: "Which error?",
            position: 0,
            type: "addition",
            after: "- [ ] Rejects a truncated escape.",
            justification: "Adds: Rejects a truncated escape.",
          },
        ],
      },
      {
        round: 2,
        decision: "returned",
        comment: "Round two overall.",
        comments: [
          {
            comment: "Good.",
            position: 0,
            type: "addition",
            after: "- [ ] Rejects a truncated escape with TJ_ERR_SYNTAX.",
            justification: "Adds: Rejects a truncated escape with TJ_ERR_SYNTAX.",
          },
        ],
      },
    ]);
  });
});
