import { prisma } from "@/lib/db/client";
import { forChunks } from "@/lib/db/for-chunks";

/**
 * What the alignment view can show: the project's judge configurations by name (newest first,
 * each with its versions ascending) and its campaigns past labelling, newest revealed first,
 * each with how many patches have a recorded consensus (`labelled`) leaving out the viewer's
 * `blinded` patches (listBlindedPatchIds), which are counted apart (`hidden`), as the campaign
 * overview counts them.
 */
export async function listAlignmentOptions(options: {
  projectId: string;
  blinded: ReadonlySet<string>;
}) {
  const { projectId, blinded } = options;
  const [configs, campaigns] = await Promise.all([
    prisma.judgeConfig.findMany({
      where: { projectId },
      orderBy: [{ createdAt: "desc" }, { version: "desc" }],
      select: { name: true, version: true },
    }),
    prisma.campaign.findMany({
      where: { projectId, phase: { not: "labelling" } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        name: true,
        phase: true,
        revealedAt: true,
        _count: { select: { consensus: true } },
      },
    }),
  ]);
  // Recorded consensus on blinded patches, per campaign (the blinded set is bounded: chunked).
  const hiddenRows =
    blinded.size === 0 || campaigns.length === 0
      ? []
      : (
          await forChunks({
            items: [...blinded],
            run: (patchIds) =>
              prisma.consensus.groupBy({
                by: ["campaignId"],
                where: {
                  campaign: { projectId, phase: { not: "labelling" } },
                  patchId: { in: patchIds },
                },
                _count: { _all: true },
              }),
          })
        ).flat();
  const hiddenIn = (campaignId: string) =>
    hiddenRows.filter((h) => h.campaignId === campaignId).reduce((s, h) => s + h._count._all, 0);
  const names = new Map<string, number[]>();
  for (const c of configs) {
    const list = names.get(c.name);
    if (list) list.push(c.version);
    else names.set(c.name, [c.version]);
  }
  // Newest reveal first; campaigns without a reveal date (closed directly) after, newest first.
  const time = (d: Date | null) => (d ? d.getTime() : 0);
  return {
    configs: [...names].map(([name, versions]) => ({
      name,
      versions: versions.sort((a, b) => a - b),
    })),
    campaigns: [...campaigns]
      .sort((a, b) => time(b.revealedAt) - time(a.revealedAt))
      .map((c) => {
        const hidden = hiddenIn(c.id);
        return {
          id: c.id,
          name: c.name,
          phase: c.phase,
          labelled: c._count.consensus - hidden,
          hidden,
        };
      }),
  };
}
