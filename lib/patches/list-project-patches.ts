import { listAgreementOptions } from "@/lib/agreement/list-agreement-options";
import { listBlindedPatchIds } from "@/lib/campaigns/list-blinded-patch-ids";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { listPolicyDrillPatches } from "@/lib/policies/list-policy-drill-patches";
import { loadCampaignConsensus, type TPatchConsensus } from "./load-campaign-consensus";
import { countPatchFlags } from "./count-patch-flags";
import { loadRunVerdicts } from "./load-run-verdicts";
import { PATCH_TABLE_DEFAULTS } from "./patch-table-query";
import type { TPatchRow, TPatchTable } from "./patch-table.types";
import type { TPatchTableQuery } from "./schemas";
import { selectPatchRows } from "./select-patch-rows";

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => v !== null))].sort();

/**
 * The project's patch table (ZPatchTableQuery): one row per patch with its bug, bug type, tool,
 * model and tests, the consensus of each shown campaign (derived as the agreement dashboard
 * derives it) and each shown run's verdict and confidence (majority of samples), and the
 * evidence flags on those verdicts (count-patch-flags); filtered, sorted, and cut to one page (`all`: every matching
 * row, for CSV). Patches the viewer is still labelling are left out and counted (`hidden`), as
 * on the dashboard, so a drill-down from a dashboard count lists exactly the patches behind it
 * (`viewerId` null, the CLI: nobody's). `decision` keeps the patches behind one count of the
 * policy table (lib/policies list-policy-drill-patches, the same evaluation the policy page
 * counts with; its run, and its campaign for the consensus criterion, are shown). A campaign or run outside the project, a campaign still
 * labelling, or a run without results is refused. Reads once per call; nothing is cached.
 */
export async function listProjectPatches(options: {
  projectId: string;
  viewerId: string | null;
  query: TPatchTableQuery;
  all?: boolean;
}): Promise<TPatchTable> {
  const { projectId, viewerId, query } = options;
  const campaignIds = [
    ...new Set([
      ...(query.campaigns ?? []),
      ...(query.decision?.campaignId ? [query.decision.campaignId] : []),
      ...(query.consensus ?? []).map((c) => c.id),
      ...(query.clear ?? []),
      ...(query.disagree ?? []).map((d) => d.campaignId),
      ...(query.agree ?? []).map((d) => d.campaignId),
      ...sortTarget(query.sort, ["consensus"]),
    ]),
  ];
  const drill = query.decision;
  const runIds = [
    ...new Set([
      ...(query.runs ?? []),
      ...(drill ? [drill.runId] : []),
      ...(query.label ?? []).map((l) => l.id),
      ...(query.disagree ?? []).map((d) => d.runId),
      ...(query.agree ?? []).map((d) => d.runId),
      ...sortTarget(query.sort, ["label", "confidence"]),
    ]),
  ];
  if (campaignIds.length > 8 || runIds.length > 8)
    throw new AppError("INVALID_INPUT", "Show at most 8 campaigns and 8 runs at once.");
  const available = await listAgreementOptions({ projectId, viewerId });
  const campaigns = campaignIds.map((id) => {
    const c = available.campaigns.find((x) => x.id === id);
    if (!c)
      throw new AppError(
        "NOT_FOUND",
        `Campaign ${id} was not found in this project, or is still labelling (its consensus stays blind).`,
      );
    return { id: c.id, name: c.name };
  });
  const runs = runIds.map((id) => {
    const r = available.runs.find((x) => x.id === id);
    if (!r)
      throw new AppError(
        "NOT_FOUND",
        `Judge run ${id} was not found in this project, or has no results yet.`,
      );
    return { id: r.id, label: r.label };
  });
  const missing = query.missing ?? ["UNSURE"];
  const hidden = await listBlindedPatchIds({ projectId, userId: viewerId });
  const decision = drill ? await listPolicyDrillPatches({ projectId, hidden, drill }) : null;
  const [patches, consensus, judged] = await Promise.all([
    prisma.patch.findMany({
      where: { projectId },
      select: {
        id: true,
        externalId: true,
        tool: true,
        model: true,
        passesTests: true,
        bug: { select: { externalId: true, bugType: true } },
      },
    }),
    Promise.all(
      campaigns.map((c) => loadCampaignConsensus({ projectId, campaignId: c.id, missing, hidden })),
    ),
    loadRunVerdicts({ runIds, hidden }),
  ]);
  const visible = patches.filter((p) => !hidden.has(p.id));
  const rows: TPatchRow[] = visible.map((p) => ({
    id: p.id,
    patch: p.externalId,
    bug: p.bug.externalId,
    bugType: p.bug.bugType,
    tool: p.tool,
    model: p.model,
    passesTests: p.passesTests,
    consensus: Object.fromEntries(
      campaigns.map((c, i): [string, TPatchConsensus | null] => [
        c.id,
        consensus[i]!.get(p.id) ?? null,
      ]),
    ),
    verdicts: Object.fromEntries(runs.map((r) => [r.id, judged.get(r.id)?.get(p.id) ?? null])),
    flags: runs.length ? 0 : null,
  }));
  // Flags cost a diff and a text scan per verdict: counted for every row only when they filter
  // or sort, else for the rows returned.
  const setFlags = async (target: TPatchRow[]) => {
    if (!runs.length) return;
    const counts = await countPatchFlags({ runIds, patchIds: target.map((r) => r.id) });
    for (const r of target) r.flags = counts.get(r.id) ?? 0;
  };
  const flagsFirst = query.flagged !== undefined || query.sort === "flags";
  if (flagsFirst) await setFlags(rows);
  const selected = selectPatchRows({ rows, query, only: decision?.patchIds });
  const size = query.size ?? PATCH_TABLE_DEFAULTS.size;
  const page = query.page ?? 1;
  const returned = options.all ? selected : selected.slice((page - 1) * size, page * size);
  if (!flagsFirst) await setFlags(returned);
  return {
    campaigns,
    runs,
    total: selected.length,
    page,
    size,
    sort: query.sort ?? PATCH_TABLE_DEFAULTS.sort,
    dir: query.dir ?? PATCH_TABLE_DEFAULTS.dir,
    missing,
    hidden: patches.length - visible.length,
    decision: decision ? { caption: decision.caption } : null,
    rows: returned,
    options: {
      bugTypes: distinct(visible.map((p) => p.bug.bugType)),
      tools: distinct(visible.map((p) => p.tool)),
      models: distinct(visible.map((p) => p.model)),
      campaigns: available.campaigns.map((c) => ({ id: c.id, name: c.name })),
      runs: available.runs.map((r) => ({ id: r.id, label: r.label })),
    },
  };
}

/** The campaign or run a `kind:ID` sort names, if any. */
function sortTarget(sort: string | undefined, kinds: string[]): string[] {
  const at = sort?.indexOf(":") ?? -1;
  return sort && at > 0 && kinds.includes(sort.slice(0, at)) ? [sort.slice(at + 1)] : [];
}
