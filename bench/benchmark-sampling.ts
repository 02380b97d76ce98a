// Benchmark: paper 001 §4.1's benchmark construction (lib/benchmark select-benchmark-patches)
// on PVBench's real agent samples (3 tools × 2 models × several runs per bug, with passesTests),
// then its time on a synthetic 5,000 bugs × 20 samples. Reads the shared data set only here,
// never at run time: RUBRICATE_PVBENCH_DIR (default /work/shared/data/pvbench); skipped if absent.
// Run: npx tsx --tsconfig tsconfig.json bench/benchmark-sampling.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  selectBenchmarkPatches,
  type TBenchmarkSample,
} from "@/lib/benchmark/select-benchmark-patches";
import { toBenchmarkTable } from "@/lib/benchmark/to-benchmark-table";
import { hashPatch } from "@/lib/diff/hash-patch";
import { formatTable } from "@/lib/tables/format-table";

const dir = process.env.RUBRICATE_PVBENCH_DIR ?? "/work/shared/data/pvbench";
const readJsonl = (file: string) =>
  readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

if (!existsSync(path.join(dir, "patches.jsonl"))) {
  console.log(`No PVBench at ${dir}: skipped.`);
} else {
  const bugs = readJsonl("bugs.jsonl").map((b) => ({
    bug: String(b.bugId),
    bugType: (b.bugType as string | null) ?? null,
  }));
  const typeOf = new Map(bugs.map((b) => [b.bug, b.bugType]));
  // One Patch per bug and text, as lib/import stores them; each line is one sample of it.
  const samples: TBenchmarkSample[] = readJsonl("patches.jsonl").map((p) => {
    const contentHash = hashPatch({ text: String(p.patch) });
    return {
      patchId: `${String(p.bugId)}:${contentHash.slice(0, 12)}`,
      bug: String(p.bugId),
      bugType: typeOf.get(String(p.bugId)) ?? null,
      contentHash,
      testsPass: (p.passesTests as boolean | null) ?? null,
      tool: (p.tool as string | null) ?? null,
      model: (p.model as string | null) ?? null,
    };
  });
  const perBug = new Map<string, number>();
  for (const s of samples) perBug.set(s.bug, (perBug.get(s.bug) ?? 0) + 1);
  const counts = [...perBug.values()].sort((a, b) => a - b);
  console.log(
    `PVBench: ${bugs.length} bugs, ${samples.length} samples, ${perBug.size} bugs with samples (per bug: min ${counts[0]}, median ${counts[counts.length >> 1]}, max ${counts.at(-1)}).`,
  );
  const k = 3;
  const a = selectBenchmarkPatches({ samples, bugs, k, seed: 42 });
  const b = selectBenchmarkPatches({ samples, bugs, k, seed: 43 });
  const again = selectBenchmarkPatches({ samples: [...samples].reverse(), bugs, k, seed: 42 });
  console.log(formatTable({ table: toBenchmarkTable({ ...a, k, seed: 42 }), format: "markdown" }));
  const setOf = (ids: string[]) => new Set(ids);
  const same = setOf(a.patchIds);
  console.log(
    `Seed 42 redrawn from reversed input: ${again.patchIds.every((id, i) => id === a.patchIds[i]) ? "identical" : "DIFFERENT"}; seed 43 shares ${b.patchIds.filter((id) => same.has(id)).length} of ${a.patchIds.length} patches.`,
  );
  for (const tool of a.tools) {
    const t = selectBenchmarkPatches({ samples, bugs, k, seed: 42, tools: [tool] }).totals;
    console.log(
      `  tool ${tool}: ${t.samples} samples, ${t.uniquePatches} unique, ${t.candidates} unique passing, ${t.bugsWithPassing} bugs with one, ${t.selected} drawn`,
    );
  }
}

// Scale: 5,000 bugs × 20 samples over 8 texts each, half of them passing.
const big: TBenchmarkSample[] = [];
for (let bug = 0; bug < 5000; bug++)
  for (let s = 0; s < 20; s++)
    big.push({
      patchId: `p${bug}-${s % 8}`,
      bug: `bug-${bug}`,
      bugType: `type-${bug % 13}`,
      contentHash: `h${bug}-${s % 8}`,
      testsPass: (s % 8) % 2 === 0,
      tool: "agent",
      model: "m",
    });
const t0 = performance.now();
const out = selectBenchmarkPatches({ samples: big, k: 3, seed: 42 });
console.log(
  `Synthetic: ${big.length.toLocaleString("en")} samples, ${out.totals.selected.toLocaleString("en")} drawn in ${(performance.now() - t0).toFixed(0)} ms.`,
);
