import type { TBenchmarkPreviewResponse } from "@/lib/benchmark/benchmark-api.types";
import { ZBenchmarkOptions, type TBenchmarkOptions } from "@/lib/benchmark/schemas";
import { toBenchmarkTable } from "@/lib/benchmark/to-benchmark-table";
import { formatMarkdownTable } from "@/lib/tables/format-markdown-table";
import { countNoun } from "@/lib/text/count-noun";
import { printJson } from "../print-json";

/** `campaign build`'s options, local and `--server` alike. */
export type TBenchmarkBuildOptions = {
  project: string;
  k: string;
  seed: string;
  tools: string;
  models: string;
  name?: string;
  raters?: string;
  ratersPerPatch: string;
  owner?: string;
  dryRun?: boolean;
  json?: boolean;
};

/** A comma-separated option as its non-empty trimmed items. */
export const listOption = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/** The draw the options ask for (k, seed, tool and model filters), checked. */
export function parseBenchmarkBuild(opts: TBenchmarkBuildOptions): TBenchmarkOptions {
  return ZBenchmarkOptions.parse({
    k: opts.k,
    seed: opts.seed,
    tools: listOption(opts.tools),
    models: listOption(opts.models),
  });
}

/** The campaign's name: the one given, or "Benchmark k=<k> seed=<seed>". */
export const benchmarkCampaignName = (opts: TBenchmarkBuildOptions, b: TBenchmarkOptions) =>
  opts.name ?? `Benchmark k=${b.k} seed=${b.seed}`;

/**
 * What `campaign build` prints, local and remote alike: JSON (the draw, the preview and the
 * campaign created, if any), or the Table 4 summary as Markdown and one line saying what was
 * created (or that a dry run created nothing).
 */
export function printBenchmarkBuild(options: {
  json: boolean;
  benchmark: TBenchmarkOptions;
  preview: TBenchmarkPreviewResponse;
  created: { id: string; patches: number; assignments: number } | null;
}): void {
  const { benchmark, preview, created } = options;
  if (options.json) {
    printJson({
      ...benchmark,
      ...preview,
      campaign: created && {
        id: created.id,
        patches: created.patches,
        assignments: created.assignments,
      },
    });
    return;
  }
  process.stdout.write(
    formatMarkdownTable({ table: toBenchmarkTable({ ...preview, ...benchmark }) }),
  );
  console.log(
    created
      ? `Created campaign ${created.id}: ${countNoun({ count: created.patches, one: "patch", other: "patches" })}, ${countNoun({ count: created.assignments, one: "assignment" })}.`
      : `Dry run: ${countNoun({ count: preview.patchIds.length, one: "patch", other: "patches" })} would be drawn; nothing created.`,
  );
}
