import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import {
  planAssignments,
  type TAssignmentPlan,
  type TExistingAssignment,
} from "./plan-assignments";

import { createRandom } from "@/lib/stats/create-random";

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const pair = (a: { patchId: string; raterId: string }) => `${a.patchId}|${a.raterId}`;

type TInput = Parameters<typeof planAssignments>[0];

/** Applies the plan to the campaign's existing assignments and checks every invariant the plan promises. */
function check(input: TInput, plan: TAssignmentPlan, options: { balanced?: boolean } = {}) {
  const { patchIds, raterIds, ratersPerPatch: k, existing = [] } = input;
  const campaign = new Set(patchIds);
  const active = new Set(raterIds);
  const before = new Map(existing.filter((a) => campaign.has(a.patchId)).map((a) => [pair(a), a]));
  const removed = new Set(plan.remove.map(pair));
  const problems: string[] = [];
  for (const r of plan.remove)
    if (before.get(pair(r))?.done !== false) problems.push(`remove of ${pair(r)}`);
  const after = new Map([...before].filter(([key]) => !removed.has(key)));
  for (const c of plan.create) {
    if (after.has(pair(c)) || removed.has(pair(c)) || !active.has(c.raterId))
      problems.push(`create of ${pair(c)}`);
    after.set(pair(c), { ...c, done: false });
  }
  for (const a of before.values()) {
    if (!active.has(a.raterId) && !a.done && !removed.has(pair(a)))
      problems.push(`kept inactive ${pair(a)}`);
  }
  const perPatch = new Map(patchIds.map((p) => [p, 0]));
  const loads = Object.fromEntries(raterIds.map((r) => [r, 0]));
  for (const a of after.values()) {
    perPatch.set(a.patchId, (perPatch.get(a.patchId) ?? 0) + 1);
    if (active.has(a.raterId)) loads[a.raterId] = (loads[a.raterId] ?? 0) + 1;
  }
  for (const [p, n] of perPatch) if (n !== k) problems.push(`${p} has ${n} raters`);
  expect(problems).toEqual([]);
  expect(plan.loads).toEqual(loads);
  if (options.balanced !== false && raterIds.length > 0) {
    const values = Object.values(loads);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
  }
  return after;
}

/** A fresh plan's creates as pending existing assignments, optionally marking some done. */
const asExisting = (
  plan: TAssignmentPlan,
  done: (a: { patchId: string; raterId: string }) => boolean = () => false,
) => plan.create.map((a): TExistingAssignment => ({ ...a, done: done(a) }));

describe("planAssignments", () => {
  it("gives a fresh campaign k distinct raters per patch with loads within one, across many shapes", () => {
    const rand = createRandom({ seed: 42 });
    for (let i = 0; i < 200; i++) {
      const k = 1 + Math.floor(rand() * 5);
      const input = {
        patchIds: ids("p", Math.floor(rand() * 61)),
        raterIds: ids("r", k + Math.floor(rand() * (13 - k))),
        ratersPerPatch: k,
        seed: `case-${i}`,
      };
      const plan = planAssignments(input);
      check(input, plan);
      expect(plan.remove).toEqual([]);
      expect(plan.warnings).toEqual([]);
    }
  });

  it("varies the rater combination across patches", () => {
    const plan = planAssignments({
      patchIds: ids("p", 10),
      raterIds: ids("r", 6),
      ratersPerPatch: 3,
    });
    const sets = new Set(
      ids("p", 10).map((p) =>
        plan.create
          .filter((a) => a.patchId === p)
          .map((a) => a.raterId)
          .sort()
          .join(","),
      ),
    );
    expect(sets.size).toBeGreaterThan(2);
  });

  it("is deterministic for the same input", () => {
    const input = { patchIds: ids("p", 25), raterIds: ids("r", 7), ratersPerPatch: 3, seed: "s" };
    expect(planAssignments(input)).toEqual(planAssignments(input));
  });

  it("rebalances onto a new rater by moving only pending work", () => {
    const first = planAssignments({
      patchIds: ids("p", 30),
      raterIds: ids("r", 5),
      ratersPerPatch: 3,
    });
    const existing = asExisting(first, (a) => Number(a.patchId.slice(1)) <= 10);
    const input = { patchIds: ids("p", 30), raterIds: ids("r", 6), ratersPerPatch: 3, existing };
    const plan = planAssignments(input);
    check(input, plan);
    expect(plan.loads.r6).toBe(15);
    expect(plan.remove).toHaveLength(15);
    expect(plan.create.every((c) => c.raterId === "r6")).toBe(true);
    expect(plan.warnings).toEqual([]);
  });

  it("reassigns a removed rater's pending work and keeps their done work", () => {
    const first = planAssignments({
      patchIds: ids("p", 30),
      raterIds: ids("r", 6),
      ratersPerPatch: 3,
    });
    const existing = asExisting(
      first,
      (a) => a.raterId === "r6" && Number(a.patchId.slice(1)) <= 10,
    );
    const r6 = existing.filter((a) => a.raterId === "r6");
    expect(r6.some((a) => a.done) && r6.some((a) => !a.done)).toBe(true);
    const input = { patchIds: ids("p", 30), raterIds: ids("r", 5), ratersPerPatch: 3, existing };
    const plan = planAssignments(input);
    const after = check(input, plan);
    expect(plan.remove.map(pair).sort()).toEqual(
      r6
        .filter((a) => !a.done)
        .map(pair)
        .sort(),
    );
    for (const a of r6.filter((d) => d.done)) expect(after.has(pair(a))).toBe(true);
    expect(plan.loads).not.toHaveProperty("r6");
  });

  it("keeps every invariant when random raters join and leave mid-campaign", () => {
    const rand = createRandom({ seed: 7 });
    for (let i = 0; i < 100; i++) {
      const k = 1 + Math.floor(rand() * 4);
      const patchIds = ids("p", 1 + Math.floor(rand() * 40));
      const first = planAssignments({
        patchIds,
        raterIds: ids("r", k + Math.floor(rand() * 6)),
        ratersPerPatch: k,
      });
      const existing = asExisting(first, () => rand() < 0.3);
      const raterIds = ids("r", k + 3 + Math.floor(rand() * 6)).filter(
        (r) => r === "r1" || rand() < 0.8,
      );
      if (raterIds.length < k) continue;
      const input = { patchIds, raterIds, ratersPerPatch: k, existing, seed: String(i) };
      const plan = planAssignments(input);
      check(input, plan, { balanced: plan.warnings.length === 0 });
    }
  });

  it("warns and removes nothing when the imbalance is all done work", () => {
    const existing = ids("p", 10).flatMap((p) =>
      ids("r", 3).map((raterId) => ({ patchId: p, raterId, done: true })),
    );
    const input = { patchIds: ids("p", 10), raterIds: ids("r", 4), ratersPerPatch: 3, existing };
    const plan = planAssignments(input);
    check(input, plan, { balanced: false });
    expect(plan.remove).toEqual([]);
    expect(plan.create).toEqual([]);
    expect(plan.loads).toEqual({ r1: 10, r2: 10, r3: 10, r4: 0 });
    expect(plan.warnings.join(" ")).toMatch(/could not be balanced.*already done/);
  });

  it("removes only pending extras when a patch has more than k raters", () => {
    const existing = [
      { patchId: "p1", raterId: "r1", done: true },
      { patchId: "p1", raterId: "r2", done: false },
      { patchId: "p1", raterId: "r3", done: false },
      ...ids("r", 3).map((raterId) => ({ patchId: "p2", raterId, done: true })),
    ];
    const plan = planAssignments({
      patchIds: ["p1", "p2"],
      raterIds: ids("r", 3),
      ratersPerPatch: 2,
      existing,
    });
    expect(plan.remove).toHaveLength(1);
    expect(["r2", "r3"]).toContain(plan.remove[0]?.raterId);
    expect(plan.remove[0]?.patchId).toBe("p1");
    expect(plan.create).toEqual([]);
    expect(plan.warnings.join(" ")).toMatch(/p2/);
  });

  it("leaves assignments of patches outside the campaign untouched and uncounted", () => {
    const existing = [
      { patchId: "other", raterId: "r1", done: false },
      { patchId: "other", raterId: "gone", done: false },
    ];
    const input = { patchIds: ids("p", 4), raterIds: ids("r", 4), ratersPerPatch: 2, existing };
    const plan = planAssignments(input);
    check(input, plan);
    expect(plan.remove).toEqual([]);
    expect(plan.create.some((a) => a.patchId === "other")).toBe(false);
    expect(Object.values(plan.loads).reduce((s, n) => s + n, 0)).toBe(8);
  });

  it("rejects invalid input with INVALID_INPUT", () => {
    const cases: TInput[] = [
      { patchIds: ["p1"], raterIds: ["r1", "r2"], ratersPerPatch: 3 },
      { patchIds: ["p1"], raterIds: ["r1", "r1", "r2"], ratersPerPatch: 1 },
      { patchIds: ["p1"], raterIds: ["r1"], ratersPerPatch: 0 },
      { patchIds: ["p1"], raterIds: ["r1", "r2"], ratersPerPatch: 1.5 },
      { patchIds: ["p1", "p1"], raterIds: ["r1"], ratersPerPatch: 1 },
    ];
    for (const input of cases) {
      expect(() => planAssignments(input)).toThrow(AppError);
      try {
        planAssignments(input);
      } catch (error) {
        expect((error as AppError).code).toBe("INVALID_INPUT");
      }
    }
    expect(() => planAssignments(cases[0] as TInput)).toThrow(/needs at least 3 raters/);
    expect(planAssignments({ patchIds: [], raterIds: ["r1"], ratersPerPatch: 3 }).create).toEqual(
      [],
    );
  });

  it("plans 5,000 patches × 60 raters × k=3, then rebalances onto a 61st rater", () => {
    const patchIds = ids("p", 5000);
    const fresh = { patchIds, raterIds: ids("r", 60), ratersPerPatch: 3 };
    const first = planAssignments(fresh);
    check(fresh, first);
    const grown = { ...fresh, raterIds: ids("r", 61), existing: asExisting(first) };
    const second = planAssignments(grown);
    check(grown, second);
    expect(second.remove.length).toBe(second.loads.r61);
  });
});
