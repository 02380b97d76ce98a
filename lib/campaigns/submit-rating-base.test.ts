import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { createProject } from "@/lib/projects/create-project";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { ZRatingConflict } from "./campaigns-api.types";
import { createCampaign } from "./create-campaign";
import { getRatingItem } from "./get-rating-item";
import { ZCreateCampaign, ZSubmitRating, type TCampaignPhase } from "./schemas";
import { submitRating } from "./submit-rating";
import { importDemoData } from "@/lib/test/import-demo-data";

// Optimistic concurrency of the rating form: a save names the stored rating it started from
// (`baseUpdatedAt`), and a label saved since (another tab, a form left open) is refused, not
// overwritten. Scripts that send no base keep last-write-wins.

let projectId = "";
let raterId = "";
let campaign: {
  id: string;
  projectId: string;
  phase: TCampaignPhase;
  allowUnsure: boolean;
  scale: null;
};
let items: string[] = [];
let next = 0;
/** A fresh item of the rater's queue, unlabelled. */
const freshItem = () => items[next++]!;

const save = (
  assignmentId: string,
  input: { label: "VALID" | "INVALID"; justification?: string; baseUpdatedAt?: string | null },
) =>
  submitRating({
    campaign,
    raterId,
    assignmentId,
    input: ZSubmitRating.parse({ timeSpentMs: 1000, checklist: [1], ...input }),
  });

/** The stored rating of an item, whole, and its audit rows (to show a refusal changed nothing). */
const stateOf = async (assignmentId: string) => {
  const rating = await prisma.rating.findUnique({ where: { assignmentId } });
  const audit = rating
    ? await prisma.auditLog.findMany({
        where: { entityType: "Rating", entityId: rating.id },
        orderBy: { createdAt: "asc" },
        select: { action: true, before: true, after: true },
      })
    : [];
  const { status } = await prisma.assignment.findUniqueOrThrow({ where: { id: assignmentId } });
  return { rating, audit, status };
};

/** The refusal a promise ends with (it must be an AppError). */
const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  const outcome = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
};

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "rbase", name: "Rating bases", description: "" },
      actorId: null,
    })
  ).id;
  const made: Record<string, string> = {};
  for (const [tag, role] of [
    ["lead", "lead"],
    ["r1", "rater"],
  ] as const)
    made[tag] = (
      await createUser({
        input: {
          email: `${tag}@rbase.test`,
          name: tag,
          password: "password-123",
          isAdmin: false,
          projectRoles: [{ projectSlug: "rbase", role }],
        },
        actorId: null,
        hashPassword: reusePasswordHash,
      })
    ).id;
  raterId = made.r1!;
  await importDemoData({ projectId });
  const created = await createCampaign({
    projectId,
    actorId: made.lead!,
    input: ZCreateCampaign.parse({
      name: "Two tabs",
      selection: { kind: "all" },
      ratersPerPatch: 1,
      raterIds: [raterId],
    }),
  });
  campaign = { id: created.id, projectId, phase: "labelling", allowUnsure: false, scale: null };
  items = (
    await prisma.assignment.findMany({
      where: { campaignId: created.id, raterId },
      orderBy: { position: "asc" },
      select: { id: true },
    })
  ).map((a) => a.id);
});

describe("a rating saved on a base (optimistic concurrency)", () => {
  it("the base schema: an ISO date or null, optional", () => {
    const at = new Date().toISOString();
    expect(ZSubmitRating.parse({ label: "VALID", baseUpdatedAt: at }).baseUpdatedAt).toBe(at);
    expect(ZSubmitRating.parse({ label: "VALID", baseUpdatedAt: null }).baseUpdatedAt).toBeNull();
    expect(ZSubmitRating.parse({ label: "VALID" }).baseUpdatedAt).toBeUndefined();
    expect(ZSubmitRating.safeParse({ label: "VALID", baseUpdatedAt: "yesterday" }).success).toBe(
      false,
    );
  });

  it("the right base saves, and returns the new updatedAt, which the item then carries", async () => {
    const item = freshItem();
    const first = await save(item, {
      label: "VALID",
      justification: "Meets all.",
      baseUpdatedAt: null,
    });
    const loaded = await getRatingItem({
      campaign: { ...campaign, showGroundTruth: false },
      raterId,
      assignmentId: item,
    });
    expect(loaded.myRating?.updatedAt.toISOString()).toBe(first.updatedAt.toISOString());

    const second = await save(item, {
      label: "INVALID",
      justification: "Misses requirement 2.",
      baseUpdatedAt: first.updatedAt.toISOString(),
    });
    expect(second.ratingId).toBe(first.ratingId);
    expect(second.label).toBe("INVALID");
    expect(+second.updatedAt).toBeGreaterThan(+first.updatedAt);
    const { rating, audit } = await stateOf(item);
    expect(rating).toMatchObject({
      label: "INVALID",
      justification: "Misses requirement 2.",
      timeSpentMs: 2000,
    });
    expect(rating!.updatedAt.toISOString()).toBe(second.updatedAt.toISOString());
    expect(audit.map((a) => a.action)).toEqual(["rating.create", "rating.revise"]);

    // A base written with an offset names the same instant: it is the same base.
    const offset = new Date(+second.updatedAt + 2 * 3600_000).toISOString().replace("Z", "+02:00");
    const third = await save(item, { label: "VALID", baseUpdatedAt: offset });
    expect(third.label).toBe("VALID");
  });

  it("a stale base is refused with the stored rating in its details; the rating and the audit log stay as they were", async () => {
    const item = freshItem();
    const loaded = await save(item, { label: "INVALID", baseUpdatedAt: null });
    // Tab A saves VALID with a justification on the base both tabs loaded.
    const tabA = await save(item, {
      label: "VALID",
      justification: "Fixes the cause, keeps the API.",
      baseUpdatedAt: loaded.updatedAt.toISOString(),
    });
    const before = await stateOf(item);

    // Tab B, still on that base, tries INVALID.
    const err = await refusal(
      save(item, {
        label: "INVALID",
        justification: "Typed in tab B.",
        baseUpdatedAt: loaded.updatedAt.toISOString(),
      }),
    );
    expect(err.code).toBe("CONFLICT");
    expect(err.status).toBe(409);
    expect(err.details).toEqual({
      reason: "rating-changed",
      current: {
        label: "VALID",
        grade: null,
        dimensionGrades: null,
        justification: "Fixes the cause, keeps the API.",
        checklist: [1],
        updatedAt: tabA.updatedAt.toISOString(),
      },
    });
    // The details are the documented wire shape, as JSON carries them.
    expect(ZRatingConflict.parse(JSON.parse(JSON.stringify(err.details)))).toEqual(err.details);
    expect(await stateOf(item)).toEqual(before);

    // "Keep mine": the same save on the base the conflict named wins.
    const kept = await save(item, {
      label: "INVALID",
      justification: "Typed in tab B.",
      baseUpdatedAt: ZRatingConflict.parse(err.details).current.updatedAt,
    });
    expect(kept.label).toBe("INVALID");
    expect((await stateOf(item)).rating).toMatchObject({
      label: "INVALID",
      justification: "Typed in tab B.",
    });
  });

  it("a null base (the blank form) is refused once a rating exists: it was created in another tab", async () => {
    const item = freshItem();
    const tabA = await save(item, {
      label: "VALID",
      justification: "Saved in tab A.",
      baseUpdatedAt: null,
    });
    const before = await stateOf(item);
    expect(before.status).toBe("done");
    const err = await refusal(save(item, { label: "INVALID", baseUpdatedAt: null }));
    expect(err.code).toBe("CONFLICT");
    expect(err.details).toMatchObject({
      reason: "rating-changed",
      current: { label: "VALID", updatedAt: tabA.updatedAt.toISOString() },
    });
    expect(await stateOf(item)).toEqual(before);
    expect(before.audit.map((a) => a.action)).toEqual(["rating.create"]);
  });

  it("no base (an API script) keeps last-write-wins", async () => {
    const item = freshItem();
    await save(item, { label: "VALID", justification: "First.", baseUpdatedAt: null });
    await save(item, { label: "VALID", justification: "Second, from another tab." });
    const last = await save(item, { label: "INVALID", justification: "The script's." });
    expect(last.label).toBe("INVALID");
    const { rating, audit } = await stateOf(item);
    expect(rating).toMatchObject({ label: "INVALID", justification: "The script's." });
    expect(audit.map((a) => a.action)).toEqual(["rating.create", "rating.revise", "rating.revise"]);
  });

  it("of many saves racing from one base, exactly one wins; the others are refused and change nothing", async () => {
    for (const start of ["created", "none"] as const) {
      const item = freshItem();
      const base =
        start === "created"
          ? (await save(item, { label: "VALID", baseUpdatedAt: null })).updatedAt.toISOString()
          : null;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          save(item, { label: "INVALID", justification: `tab ${i}`, baseUpdatedAt: base }),
        ),
      );
      const won = outcomes.filter((o) => o.status === "fulfilled");
      expect(won, start).toHaveLength(1);
      for (const o of outcomes)
        if (o.status === "rejected")
          expect(o.reason, start).toMatchObject({
            code: "CONFLICT",
            details: { reason: "rating-changed" },
          });
      const winner = (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof save>>>).value;
      const { rating, audit } = await stateOf(item);
      expect(rating!.updatedAt.toISOString()).toBe(winner.updatedAt.toISOString());
      expect(rating!.timeSpentMs).toBe(start === "created" ? 2000 : 1000);
      expect(audit.map((a) => a.action)).toEqual(
        start === "created" ? ["rating.create", "rating.revise"] : ["rating.create"],
      );
    }
  });
});
