import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportRoute } from "@/app/api/projects/[slug]/campaigns/[campaignId]/ratings/export/route";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { adjudicatePatch } from "./adjudicate-patch";
import { changeCampaignPhase } from "./change-campaign-phase";
import { createCampaign } from "./create-campaign";
import { importRatings } from "./import-ratings";
import { ZAdjudicate, ZCreateCampaign } from "./schemas";
import type { TRatingsExportRow } from "./schemas-ratings-export";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The route runs for real (withCampaign, zod, the domain function); only the session is replaced.
const session = vi.hoisted(() => ({ user: null as TSessionUser | null }));
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => session.user }));

const SLUG = "labels";
const A = "tinyjson-17:patchagent:gpt-4.1:0";
const B = "imgscale-42:san2patch:gpt-4.1:0";
let projectId = "";
let campaignId = "";
const users: Record<string, TSessionUser> = {};

const get = async (who: string, format = "jsonl") => {
  session.user = users[who]!;
  const url = `http://localhost/api/projects/${SLUG}/campaigns/${campaignId}/ratings/export?format=${format}`;
  return exportRoute(new NextRequest(new URL(url)), {
    params: Promise.resolve({ slug: SLUG, campaignId }),
  });
};
const rowsOf = async (res: Response) =>
  (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as TRatingsExportRow);

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: SLUG, name: "Labels", description: "" }, actorId: null })
  ).id;
  for (const [tag, roles] of [
    ["lead", ["lead"]],
    ["rater", ["rater"]],
    ["leadRater", ["lead", "rater"]],
  ] as const)
    users[tag] = await createUser({
      input: {
        email: `${tag}@labels.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: roles.map((role) => ({ projectSlug: SLUG, role })),
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  await importDemoData({ projectId });
  campaignId = (
    await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({ name: "ext", selection: { kind: "none" } }),
    })
  ).id;
  const csv = `item,rater,label\n${A},ann,VALID\n${A},bob,VALID\n${B},ann,VALID\n${B},bob,INVALID\n`;
  await importRatings({
    campaign: { id: campaignId, projectId, phase: "labelling", allowUnsure: false },
    actorId: users.lead!.id,
    fileName: "r.csv",
    bytes: Buffer.from(csv),
  });
}, 60_000);

describe("GET …/campaigns/[campaignId]/ratings/export", () => {
  it("answers a rater 403 and everyone 409 before the reveal; then the labels with their consensus and its history", async () => {
    expect((await get("rater")).status).toBe(403);
    const early = await get("lead");
    expect(early.status).toBe(409);
    expect(await early.text()).toMatch(/exported after the reveal/);

    await changeCampaignPhase({ campaignId, actorId: users.lead!.id, input: { phase: "reveal" } });
    expect((await get("rater")).status).toBe(403);
    const patchB = await prisma.patch.findFirstOrThrow({
      where: { projectId, externalId: B },
      select: { id: true },
    });
    const campaign = { id: campaignId, projectId, kind: "external", phase: "reveal" as const };
    await adjudicatePatch({
      campaign,
      patchId: patchB.id,
      actorId: users.lead!.id,
      input: ZAdjudicate.parse({ label: "INVALID", themes: ["rubric_ambiguity"] }),
    });
    await adjudicatePatch({
      campaign,
      patchId: patchB.id,
      actorId: users.lead!.id,
      input: ZAdjudicate.parse({
        label: "VALID",
        themes: ["overlooked_requirements"],
        change: { reason: "Second look at the rubric." },
      }),
    });

    const res = await get("lead");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`campaign-${campaignId}-labels.jsonl`);
    const rows = await rowsOf(res);
    expect(rows.map((r) => [r.item, r.rater, r.label, r.consensus, r.consensusMethod])).toEqual([
      [B, "ann", "VALID", "VALID", "adjudicated"],
      [B, "bob", "INVALID", "VALID", "adjudicated"],
      [A, "ann", "VALID", "VALID", "unanimous"],
      [A, "bob", "VALID", "VALID", "unanimous"],
    ]);
    expect(rows[0]!.consensusThemes).toEqual(["overlooked_requirements"]);
    expect(rows[0]!.consensusChanges).toEqual([
      expect.objectContaining({
        from: "INVALID",
        to: "VALID",
        by: "lead",
        themes: ["overlooked_requirements"],
        reason: "Second look at the rubric.",
      }),
    ]);
    expect(rows[2]!.consensusChanges).toEqual([]);
    const csv = await (await get("lead", "csv")).text();
    expect(csv.split("\r\n")[0]).toBe(
      "item,bug,rater,label,justification,requirements,time_on_item_ms,submitted_at,consensus,consensus_method,consensus_themes,consensus_history",
    );
    expect(csv).toContain("INVALID→VALID by lead at ");
    expect((await get("lead", "xml")).status).toBe(422);
  });

  it("leaves out the patches a lead is still labelling in another campaign", async () => {
    await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "labelling",
        selection: { kind: "all" },
        ratersPerPatch: 1,
        raterIds: [users.leadRater!.id],
      }),
    });
    const blind = await get("leadRater");
    expect(blind.status).toBe(200);
    expect(await rowsOf(blind)).toEqual([]);
    expect(await rowsOf(await get("lead"))).toHaveLength(4);
  });
});
