import { createRandom } from "@/lib/stats/create-random";

/** One agent sample: an imported occurrence of a patch (a PatchSource, or a Patch without one). */
export type TBenchmarkSample = {
  /** The Patch row that holds this text (one per bug and content hash). */
  patchId: string;
  /** The bug's external id: it seeds the draw, so the same data set draws alike anywhere. */
  bug: string;
  bugType: string | null;
  contentHash: string;
  /** Did the bug's reproduction test pass with the patch? null: not recorded. */
  testsPass: boolean | null;
  tool: string | null;
  model: string | null;
};

/** One row of the paper's Table 4 (001 §4.1), per bug type or the totals. */
export type TBenchmarkRow = {
  bugType: string;
  /** Bugs of this type (with or without samples). */
  bugs: number;
  /** Bugs with at least one candidate: the "# Bugs" of Table 4. */
  bugsWithPassing: number;
  /** Agent samples that match the filters. */
  samples: number;
  /** Distinct texts among those samples. */
  uniquePatches: number;
  /** Distinct texts whose reproduction test passed: the pool drawn from. */
  candidates: number;
  /** Distinct texts with no test result at all (left out, counted here). */
  unknown: number;
  /** Drawn patches: the "# Patches" of Table 4. */
  selected: number;
};

export type TBenchmarkSelection = {
  /** Per bug type, most bugs with a candidate first (then most selected, then name). */
  table: TBenchmarkRow[];
  totals: TBenchmarkRow;
  /** Drawn Patch ids, bug by bug (bug external id order), each bug's in draw order. */
  patchIds: string[];
  /** Every tool and model seen in the samples (before the filters), sorted. */
  tools: string[];
  models: string[];
};

/** Label of a bug without a bug type in the table. */
export const NO_BUG_TYPE = "(no type)";

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** FNV-1a over UTF-16 code units: a 32-bit seed for one bug's draw. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

type TGroup = { patchId: string; samples: number; pass: boolean; fail: boolean };

/**
 * The benchmark's patch set as in paper 001 §4.1: per bug, at most `k` unique (by content hash)
 * patches whose reproduction test passed, drawn at random with a seed. Pure.
 *
 * 1. Samples outside `tools` / `models` (when given, non-empty) are dropped.
 * 2. Samples of one bug with the same content hash are one unique patch. Its status over its
 *    samples: failed if any sample failed, else passed if any passed, else unknown (no result).
 *    Only passed ones are candidates; unknown ones are counted apart, never drawn.
 * 3. Per bug, the candidates sorted by content hash are shuffled by a partial Fisher–Yates whose
 *    random numbers come from mulberry32 (lib/stats `create-random`) seeded with the FNV-1a hash
 *    of `${seed}\0${bug external id}`; the first min(k, candidates) are drawn. Each bug has its own
 *    stream, so the pick of one bug depends only on the seed and that bug's candidates: the input
 *    order, other bugs and other projects never change it.
 */
export function selectBenchmarkPatches(options: {
  samples: readonly TBenchmarkSample[];
  /** Every bug of the project (bugs without samples count in the table too). */
  bugs?: readonly { bug: string; bugType: string | null }[];
  k: number;
  seed: number;
  tools?: readonly string[];
  models?: readonly string[];
}): TBenchmarkSelection {
  const { samples, k, seed } = options;
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be an integer ≥ 1, got ${k}.`);
  const tools = new Set(options.tools ?? []);
  const models = new Set(options.models ?? []);
  const typeOf = new Map<string, string>();
  for (const b of options.bugs ?? []) typeOf.set(b.bug, b.bugType ?? NO_BUG_TYPE);
  // bug → content hash → group; per bug, its samples that pass the filters.
  const byBug = new Map<string, Map<string, TGroup>>();
  const sampleCount = new Map<string, number>();
  for (const s of samples) {
    if (!typeOf.has(s.bug)) typeOf.set(s.bug, s.bugType ?? NO_BUG_TYPE);
    if (tools.size > 0 && !tools.has(s.tool ?? "")) continue;
    if (models.size > 0 && !models.has(s.model ?? "")) continue;
    sampleCount.set(s.bug, (sampleCount.get(s.bug) ?? 0) + 1);
    let groups = byBug.get(s.bug);
    if (!groups) byBug.set(s.bug, (groups = new Map()));
    const g = groups.get(s.contentHash);
    if (!g)
      groups.set(s.contentHash, {
        patchId: s.patchId,
        samples: 1,
        pass: s.testsPass === true,
        fail: s.testsPass === false,
      });
    else {
      g.samples += 1;
      g.pass ||= s.testsPass === true;
      g.fail ||= s.testsPass === false;
      if (compare(s.patchId, g.patchId) < 0) g.patchId = s.patchId;
    }
  }
  const rows = new Map<string, TBenchmarkRow>();
  const row = (bugType: string) => {
    let r = rows.get(bugType);
    if (!r) rows.set(bugType, (r = emptyRow(bugType)));
    return r;
  };
  const patchIds: string[] = [];
  for (const bug of [...typeOf.keys()].sort(compare)) {
    const r = row(typeOf.get(bug)!);
    r.bugs += 1;
    const groups = byBug.get(bug);
    if (!groups) continue;
    r.samples += sampleCount.get(bug) ?? 0;
    r.uniquePatches += groups.size;
    const candidates = [...groups.entries()]
      .filter(([, g]) => g.pass && !g.fail)
      .sort(([a], [b]) => compare(a, b))
      .map(([, g]) => g.patchId);
    r.unknown += [...groups.values()].filter((g) => !g.pass && !g.fail).length;
    r.candidates += candidates.length;
    if (candidates.length === 0) continue;
    r.bugsWithPassing += 1;
    const drawn = draw({ items: candidates, k, seed: hash32(`${seed}\u0000${bug}`) });
    r.selected += drawn.length;
    patchIds.push(...drawn);
  }
  const table = [...rows.values()].sort(
    (a, b) =>
      b.bugsWithPassing - a.bugsWithPassing ||
      b.selected - a.selected ||
      compare(a.bugType, b.bugType),
  );
  const totals = emptyRow("Total");
  for (const r of table) for (const key of COUNTS) totals[key] += r[key];
  const seen = (pick: (s: TBenchmarkSample) => string | null) =>
    [...new Set(samples.map(pick).filter((v): v is string => v !== null))].sort(compare);
  return { table, totals, patchIds, tools: seen((s) => s.tool), models: seen((s) => s.model) };
}

const COUNTS = [
  "bugs",
  "bugsWithPassing",
  "samples",
  "uniquePatches",
  "candidates",
  "unknown",
  "selected",
] as const;

function emptyRow(bugType: string): TBenchmarkRow {
  return {
    bugType,
    bugs: 0,
    bugsWithPassing: 0,
    samples: 0,
    uniquePatches: 0,
    candidates: 0,
    unknown: 0,
    selected: 0,
  };
}

/** The first min(k, n) items of a partial Fisher–Yates shuffle driven by mulberry32(seed). */
function draw(options: { items: string[]; k: number; seed: number }): string[] {
  const items = [...options.items];
  const n = Math.min(options.k, items.length);
  const random = createRandom({ seed: options.seed });
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (items.length - i));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, n);
}
