import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as compareRoute } from "@/app/api/projects/[slug]/judge/compare/route";
import { GET as researchExportRoute } from "@/app/api/projects/[slug]/research/export/route";
import { GET as researchRoute } from "@/app/api/projects/[slug]/research/route";
import { researchQuery, researchUrl } from "@/components/research/research-keys";
import { compareUrl } from "@/components/run-compare/compare-keys";
import { readCompareParams } from "@/components/run-compare/read-compare-params";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { importExternalVerdicts } from "@/lib/judge/external/import-external-verdicts";
import { ZImportExternalRun } from "@/lib/judge/external/schemas-external";
import { testProvider } from "@/lib/test/copy-test-database";
import { createTestUser } from "@/lib/test/create-test-user";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import type { TGetResearchResponse, TGetRunComparisonResponse } from "./research-api.types";

// The research page's paired-runs row, its Compare link followed to the compare page's route,
// `rubricate judge compare` and `rubricate research`, under settings that are not the defaults
// (nothing missing, seed 7, 150 replicates): the same counts, κ, accuracies and intervals. Then
// the research page's downloads, after the defaults have moved (a newer run, a newer campaign):
// still what was on screen. The routes run for real; only the session is replaced.
const session = vi.hoisted(() => ({ user: null as TSessionUser | null }));
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => session.user }));

const SLUG = "rpair";
/** Six bugs of two patches, P0 … P11 (bug, then patch). */
const P = Array.from({ length: 12 }, (_, i) => `${SLUG}-${Math.floor(i / 2)}:${i % 2}`);
/** Not the defaults (UNSURE missing, seed 1, 2000 replicates); campaign and runs left to the server. */
const ADDRESS = "missing=&seed=7&replicates=150";
let projectId = "";
let leadId = "";
let campaignId = "";

type THandler = (req: NextRequest, ctx: { params: Promise<{ slug: string }> }) => Promise<Response>;
const get = async <T>(
  handler: THandler,
  url: string,
): Promise<{ status: number; body: T; text: string }> => {
  const res = await handler(new NextRequest(new URL(url, "http://localhost")), {
    params: Promise.resolve({ slug: SLUG }),
  });
  const text = await res.text();
  let body: T = null as T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    // a file
  }
  return { status: res.status, body, text };
};

async function importRun(name: string, valid: (i: number) => boolean) {
  const csv = ["patchId,label", ...P.map((p, i) => `${p},${valid(i) ? "VALID" : "INVALID"}`)];
  const report = await importExternalVerdicts({
    projectId,
    actorId: null,
    fileName: `${name}.csv`,
    bytes: Buffer.from(csv.join("\n") + "\n"),
    settings: ZImportExternalRun.parse({ name, model: "m", campaignId }),
  });
  return report.runs[0]!.id!;
}

/** A revealed campaign with two raters' labels (`[r1, r2]` per patch, P0 first). */
async function revealedCampaign(name: string, labels: [string, string][]) {
  const id = (
    await createCampaign({
      projectId,
      actorId: leadId,
      input: ZCreateCampaign.parse({ name, selection: { kind: "none" }, allowUnsure: true }),
    })
  ).id;
  const rows = labels.flatMap(([a, b], i) => [`${P[i]},r1,${a}`, `${P[i]},r2,${b}`]);
  await importRatings({
    campaign: { id, projectId, phase: "labelling", allowUnsure: true },
    actorId: null,
    fileName: "ratings.csv",
    bytes: Buffer.from(["item,rater,label", ...rows].join("\n") + "\n"),
  });
  await changeCampaignPhase({ campaignId: id, actorId: leadId, input: { phase: "reveal" } });
  return id;
}

/** A paired-runs row as the compare route's figures give it (the research table's columns). */
const rowOf = (c: TGetRunComparisonResponse) => {
  const k = c.summary.consensus!;
  return [
    c.runA.label,
    c.runB.label,
    k.n,
    k.bothRight,
    k.onlyA,
    k.onlyB,
    k.bothWrong,
    k.mcnemar.pValue,
    k.kappaA,
    k.kappaB,
    k.kappaDifference.estimate,
    k.kappaDifference.low,
    k.kappaDifference.high,
    k.accuracyA,
    k.accuracyB,
    k.accuracyDifference.estimate,
    k.accuracyDifference.low,
    k.accuracyDifference.high,
  ];
};

beforeAll(async () => {
  projectId = await seedSyntheticProject({ slug: SLUG, bugs: 6, patchesPerBug: 2 });
  leadId = await createTestUser({ slug: SLUG, tag: "lead", roles: ["lead"] });
  session.user = { id: leadId, email: `lead@${SLUG}.test`, name: "lead", isAdmin: false };
  // With UNSURE missing, P1–P3 have a consensus (the other rater's label); with nothing
  // missing, each is a tie with UNSURE and has none.
  campaignId = await revealedCampaign("Consensus", [
    ["VALID", "VALID"],
    ["INVALID", "UNSURE"],
    ["VALID", "UNSURE"],
    ["INVALID", "UNSURE"],
    ...P.slice(4).map((_, i): [string, string] =>
      i === 4 ? ["VALID", "VALID"] : ["INVALID", "INVALID"],
    ),
  ]);
  await importRun("A", (i) => i <= 5 || i === 8);
  await importRun("B", (i) => [0, 2, 8, 10].includes(i));
}, 60_000);

describe(`the research page's paired-runs row and the compare page (${testProvider()})`, () => {
  it("agree, through the row's Compare link, the API and both CLI commands, with nothing missing, seed 7, 150 replicates", async () => {
    const page = await get<TGetResearchResponse>(
      researchRoute,
      researchUrl.report(SLUG, researchQuery.fromAddress(new URLSearchParams(ADDRESS))),
    );
    expect(page.status, page.text).toBe(200);
    const d = page.body;
    expect(d.missing).toEqual([]);
    expect(d.bootstrap).toMatchObject({ seed: 7, replicates: 150 });
    expect(d.campaign?.id).toBe(campaignId);
    expect(d.tables.pairs.rows).toHaveLength(1);
    const row = d.tables.pairs.rows[0]!;

    // The row's link carries the settings; the compare page reads them and asks its route.
    const link = researchUrl.compare(SLUG, d, 0)!;
    expect(link).toContain("missing=&");
    const asked = readCompareParams(new URL(link, "http://localhost").searchParams);
    expect(asked.query).toMatchObject({ missing: [], seed: 7, replicates: 150 });
    const compared = await get<TGetRunComparisonResponse>(
      compareRoute,
      compareUrl.api(SLUG, asked.query!),
    );
    expect(compared.status, compared.text).toBe(200);
    const c = compared.body;
    expect(c).toMatchObject({ missing: [], bootstrap: { seed: 7, replicates: 150 } });
    expect(rowOf(c)).toEqual(row);
    // Nine patches with a consensus (P1–P3 tie with UNSURE), not the default's twelve.
    expect(row[2]).toBe(9);
    const byDefault = await get<TGetRunComparisonResponse>(
      compareRoute,
      compareUrl.api(SLUG, { runA: asked.query!.runA, runB: asked.query!.runB }),
    );
    expect(byDefault.body.summary.consensus?.n).toBe(12);

    // The CLI, with the same settings, prints the same comparison and the same row.
    const cli = makeInProcessCliRunner({ tag: "rpair", url: process.env.DATABASE_URL });
    const settings = ["--missing", "", "--seed", "7", "--replicates", "150"];
    const out = await cli.run(
      ...["judge", "compare", "--project", SLUG],
      ...["--run-a", asked.query!.runA, "--run-b", asked.query!.runB],
      ...["--campaign", campaignId, ...settings],
    );
    expect(out.status, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual(c);
    const research = await cli.run("research", "--project", SLUG, ...settings);
    expect(research.status, research.stderr).toBe(0);
    const report = JSON.parse(research.stdout) as TGetResearchResponse;
    expect(report.missing).toEqual([]);
    expect(report.tables.pairs.rows).toEqual([row]);
    expect(report.pairs?.[0]).toMatchObject({ aId: asked.query!.runA, bId: asked.query!.runB });
  }, 120_000);

  it("keeps the downloads on what is on screen after the defaults move (a newer run and campaign)", async () => {
    const address = researchQuery.fromAddress(new URLSearchParams(ADDRESS));
    const shown = (
      await get<TGetResearchResponse>(researchRoute, researchUrl.report(SLUG, address))
    ).body;
    const pinned = researchQuery.resolved(shown);
    expect(pinned).toEqual({
      campaignId,
      runs: shown.runs.map((r) => r.id).join(","),
      missing: "",
      seed: "7",
      replicates: "150",
    });
    // Since the page was drawn: a run finished, and a newer campaign was revealed.
    await importRun("C", (i) => i % 2 === 0);
    await revealedCampaign(
      "Newer",
      P.map((): [string, string] => ["VALID", "VALID"]),
    );
    const file = await get<Record<string, unknown>[]>(
      researchExportRoute,
      researchUrl.export(SLUG, pinned, "pairs", "json"),
    );
    expect(file.status, file.text).toBe(200);
    const columns = shown.tables.pairs.columns;
    expect(file.body).toEqual(
      shown.tables.pairs.rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]]))),
    );
    // The address alone now reads another campaign and three runs.
    const moved = (
      await get<TGetResearchResponse>(researchRoute, researchUrl.report(SLUG, address))
    ).body;
    expect(moved.campaign?.id).not.toBe(campaignId);
    expect(moved.tables.pairs.rows).toHaveLength(3);
    const again = (await get<TGetResearchResponse>(researchRoute, researchUrl.report(SLUG, pinned)))
      .body;
    expect(again.tables).toEqual(shown.tables);
  }, 60_000);
});
