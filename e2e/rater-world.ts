import { readFileSync } from "node:fs";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import type { TWorld } from "./fixtures";
import { makeGoldenRubric } from "./golden-rubric";

/** A bug with no title (its id is its only name), copied from the demo's tinyjson-17. */
export const UNTITLED_BUG = "untitled-17";

const jsonl = (rows: readonly object[]) =>
  Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");

/** Forty more requirements, so the golden rubric is far taller than a 720 px window. */
export function lengthenRubric(content: string): string {
  const more = Array.from(
    { length: 40 },
    (_, i) =>
      `- [ ] Requirement ${i + 10}: the patch keeps the parser's behaviour on inputs of class ${i + 1} unchanged, including truncated and over-long escapes.`,
  );
  return `${content.trimEnd()}\n\n## More requirements\n\n${more.join("\n")}\n`;
}

/**
 * A labelling campaign for the world's rater alone over one untitled bug with a long golden
 * rubric (UNSURE allowed), made through the domain layer. Returns the rating page's path.
 */
export async function makeLongRubricCampaign(world: TWorld): Promise<string> {
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  const [bug] = readFileSync("lib/demo/data/bugs.jsonl", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((b) => b.bugId === "tinyjson-17");
  const [patch] = readFileSync("lib/demo/data/patches.jsonl", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((p) => p.bugId === "tinyjson-17");
  const { title: _title, ...untitled } = bug!;
  for (const [kind, rows] of [
    ["bugs", [{ ...untitled, bugId: UNTITLED_BUG }]],
    ["patches", [{ ...patch!, bugId: UNTITLED_BUG, patchId: `${UNTITLED_BUG}:patchagent:0` }]],
  ] as const) {
    const r = await importDataset({
      projectId: project.id,
      actorId: null,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: jsonl(rows),
    });
    if (!r.written) throw new Error(`fixture import failed: ${JSON.stringify(r.errors)}`);
  }
  await makeGoldenRubric(world, UNTITLED_BUG, lengthenRubric);
  const campaign = await makeRaterCampaign(world, {
    name: "Long rubric round",
    instructions: "Judge each patch by the golden rubric.",
    allowUnsure: true,
  });
  return `/projects/${world.slug}/campaigns/${campaign.id}/rate`;
}

/**
 * A labelling campaign over the world's golden-rubric bugs for the world's rater alone, one label
 * per patch, made through the domain layer as the world's lead.
 */
export async function makeRaterCampaign(
  world: TWorld,
  options: { name: string; instructions?: string; allowUnsure?: boolean },
): Promise<{ id: string }> {
  const idOf = async (email: string) =>
    (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
  const project = await prisma.project.findUniqueOrThrow({
    where: { slug: world.slug },
    select: { id: true },
  });
  return createCampaign({
    projectId: project.id,
    actorId: await idOf(world.users.lead.email),
    input: ZCreateCampaign.parse({
      name: options.name,
      instructions: options.instructions ?? "",
      selection: { kind: "golden" },
      ratersPerPatch: 1,
      raterIds: [await idOf(world.users.rater.email)],
      allowUnsure: options.allowUnsure ?? false,
    }),
  });
}
