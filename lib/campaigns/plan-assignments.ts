import { AppError } from "@/lib/errors/app-error";

export type TPlannedAssignment = { patchId: string; raterId: string };
export type TExistingAssignment = { patchId: string; raterId: string; done: boolean };
export type TAssignmentPlan = {
  create: TPlannedAssignment[];
  remove: TPlannedAssignment[];
  loads: Record<string, number>;
  warnings: string[];
};

/** An active rater while planning: `kept` = original pending patches still held, `added` = patches newly given. */
type TRater = { id: string; order: number; load: number; kept: Set<string>; added: Set<string> };

const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** murmur3 finalizer over two hashes: a per-patch shuffle of the raters' seeded order. */
const mix = (a: number, b: number): number => {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

const key = (patchId: string, raterId: string) => `${patchId}\u0000${raterId}`;

/**
 * Plans the changes that give every campaign patch exactly `ratersPerPatch` distinct raters while
 * keeping active raters' loads within one of each other. Done work is never removed (done work of
 * inactive raters still counts toward a patch's k); pending work of inactive raters is removed;
 * pending work of active raters moves only to rebalance or to trim a patch above k. Existing
 * assignments of patches outside `patchIds` are ignored. Ties break by a seeded hash, so output is
 * deterministic and patches get varied rater combinations.
 */
export function planAssignments(options: {
  patchIds: readonly string[];
  raterIds: readonly string[];
  ratersPerPatch: number;
  existing?: readonly TExistingAssignment[];
  seed?: string;
}): TAssignmentPlan {
  const { patchIds, raterIds, ratersPerPatch: k, existing = [], seed = "" } = options;
  const invalid = (message: string) =>
    new AppError("INVALID_INPUT", message, { ratersPerPatch: k });
  if (!Number.isInteger(k) || k < 1)
    throw invalid(`ratersPerPatch must be an integer of at least 1 (got ${k}).`);
  if (new Set(raterIds).size !== raterIds.length)
    throw invalid("The rater pool lists a rater more than once.");
  if (new Set(patchIds).size !== patchIds.length)
    throw invalid("The campaign lists a patch more than once.");
  if (patchIds.length > 0 && k > raterIds.length) {
    throw invalid(
      `A campaign with ${k} raters per patch needs at least ${k} raters; ${raterIds.length} are active.`,
    );
  }

  const raters: TRater[] = raterIds.map((id) => ({
    id,
    order: hash(`${seed}\u0000${id}`),
    load: 0,
    kept: new Set(),
    added: new Set(),
  }));
  const byId = new Map(raters.map((r) => [r.id, r]));
  const holders = new Map(patchIds.map((p) => [p, new Map<string, boolean>()])); // raterId -> done
  const original = new Map<string, TExistingAssignment>();
  for (const a of existing) {
    const held = holders.get(a.patchId);
    if (!held) continue;
    const done = a.done || (original.get(key(a.patchId, a.raterId))?.done ?? false);
    original.set(key(a.patchId, a.raterId), { patchId: a.patchId, raterId: a.raterId, done });
    const rater = byId.get(a.raterId);
    if (!rater) {
      if (done) held.set(a.raterId, true);
      continue;
    }
    if (!held.has(rater.id)) rater.load++;
    held.set(rater.id, done);
    if (done) rater.kept.delete(a.patchId);
    else rater.kept.add(a.patchId);
  }

  const take = (patchId: string, r: TRater) => {
    holders.get(patchId)?.set(r.id, false);
    (original.has(key(patchId, r.id)) ? r.kept : r.added).add(patchId);
    r.load++;
  };
  const drop = (patchId: string, r: TRater) => {
    holders.get(patchId)?.delete(r.id);
    r.kept.delete(patchId);
    r.added.delete(patchId);
    r.load--;
  };
  const warnings: string[] = [];

  // Trim patches above k (e.g. k lowered): pending extras go, most-loaded rater first.
  for (const p of patchIds) {
    const held = holders.get(p) ?? new Map<string, boolean>();
    if (held.size <= k) continue;
    const ph = hash(p);
    const extras = [...held].filter(([, done]) => !done).flatMap(([id]) => byId.get(id) ?? []);
    extras.sort((a, b) => b.load - a.load || mix(a.order, ph) - mix(b.order, ph));
    for (const r of extras) if (held.size > k) drop(p, r);
    if (held.size > k)
      warnings.push(
        `Patch ${p} keeps ${held.size} raters (more than ${k}) because their work is done.`,
      );
  }

  // Fill: each short patch goes to the least-loaded active raters not on it (per-patch seeded ties).
  for (const p of patchIds) {
    const held = holders.get(p) ?? new Map<string, boolean>();
    if (held.size >= k) continue;
    const ph = hash(p);
    const picks = raters.filter((r) => !held.has(r.id));
    picks.sort((a, b) => a.load - b.load || mix(a.order, ph) - mix(b.order, ph));
    for (const r of picks.slice(0, k - held.size)) take(p, r);
  }

  // Balance: move pending work from heavier to lighter raters (load gap ≥ 2), new work first.
  const moveFrom = (hi: TRater, lo: TRater): boolean => {
    for (const pool of [hi.added, hi.kept]) {
      for (const p of pool) {
        if (holders.get(p)?.has(lo.id)) continue;
        drop(p, hi);
        take(p, lo);
        return true;
      }
    }
    return false;
  };
  for (;;) {
    const sorted = [...raters].sort((a, b) => a.load - b.load || a.order - b.order);
    const min = sorted[0];
    const max = sorted[sorted.length - 1];
    if (!min || !max || max.load - min.load <= 1) break;
    let moved = false;
    for (let h = sorted.length - 1; h > 0 && !moved; h--) {
      for (let l = 0; l < h && !moved; l++) {
        const hi = sorted[h] as TRater;
        const lo = sorted[l] as TRater;
        if (hi.load - lo.load <= 1) break;
        moved = moveFrom(hi, lo);
      }
    }
    if (moved) continue;
    const heavy = sorted.filter((r) => r.load === max.load);
    const cause = heavy.every((r) => r.kept.size + r.added.size === 0)
      ? "the extra work on the most-loaded raters is already done"
      : "no pending assignment can move to a lighter rater who does not already hold that patch";
    warnings.push(`Rater loads could not be balanced (from ${min.load} to ${max.load}): ${cause}.`);
    break;
  }

  const create: TPlannedAssignment[] = [];
  for (const p of patchIds) {
    for (const raterId of holders.get(p)?.keys() ?? []) {
      if (!original.has(key(p, raterId))) create.push({ patchId: p, raterId });
    }
  }
  const remove = [...original.values()]
    .filter((a) => !holders.get(a.patchId)?.has(a.raterId))
    .map(({ patchId, raterId }) => ({ patchId, raterId }));
  const loads = Object.fromEntries(raters.map((r) => [r.id, r.load]));
  return { create, remove, loads, warnings };
}
