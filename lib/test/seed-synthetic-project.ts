import { importDataset } from "@/lib/import/import-dataset";
import { createProject } from "@/lib/projects/create-project";
import { jsonl, sampleDiff } from "./diffs";

/**
 * A project with `bugs` synthetic C bugs and `patchesPerBug` candidate patches each, imported
 * through the domain layer. Every patch has a distinct diff, so no verdict comes from another
 * job's cached LLM call. Returns the project id.
 */
export async function seedSyntheticProject(options: {
  slug: string;
  bugs: number;
  patchesPerBug: number;
}): Promise<string> {
  const { slug, patchesPerBug } = options;
  const projectId = (
    await createProject({ input: { slug, name: slug, description: "" }, actorId: null })
  ).id;
  const bugs = Array.from({ length: options.bugs }, (_, b) => ({
    bugId: `${slug}-${b}`,
    title: `Bug ${b}`,
    report: `Crash ${b}`,
    bugType: "Null-dereference",
    language: "C",
    groundTruthPatch: sampleDiff(`  return x + ${b};`),
  }));
  const patches = bugs.flatMap((bug, b) =>
    Array.from({ length: patchesPerBug }, (_, p) => ({
      patchId: `${bug.bugId}:${p}`,
      bugId: bug.bugId,
      patch: sampleDiff(`  return x + ${b * 1000 + p + 1};`),
      tool: slug,
      model: "m",
      sample: 0,
      passesTests: true,
    })),
  );
  await importDataset({
    projectId,
    actorId: null,
    fileName: "bugs.jsonl",
    kind: "bugs",
    bytes: jsonl(bugs),
  });
  await importDataset({
    projectId,
    actorId: null,
    fileName: "patches.jsonl",
    kind: "patches",
    bytes: jsonl(patches),
  });
  return projectId;
}
