import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const JUDGE = import.meta.dirname;
const STAGES = readdirSync(JUDGE, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** Stage → the other stages its source files (tests left out) import from. */
function stageImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const stage of STAGES) {
    const targets = new Set<string>();
    for (const file of readdirSync(path.join(JUDGE, stage)).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
    )) {
      const source = readFileSync(path.join(JUDGE, stage, file), "utf8");
      for (const match of source.matchAll(/from\s+["'](?:\.\.\/|@\/lib\/judge\/)([a-z-]+)\//g)) {
        const target = match[1];
        if (target && target !== stage) targets.add(target);
      }
    }
    graph.set(stage, targets);
  }
  return graph;
}

/** A cycle of stages as "a → b → a", or null. */
function findCycle(graph: Map<string, Set<string>>): string | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (stage: string): string | null => {
    if (state.get(stage) === "done") return null;
    if (state.get(stage) === "open")
      return [...trail.slice(trail.indexOf(stage)), stage].join(" → ");
    state.set(stage, "open");
    trail.push(stage);
    for (const next of graph.get(stage) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(stage, "done");
    return null;
  };
  for (const stage of graph.keys()) {
    const cycle = visit(stage);
    if (cycle) return cycle;
  }
  return null;
}

describe("lib/judge stages", () => {
  it("has the stage folders (and batch/, external/), and each imports only existing stages", () => {
    expect(STAGES).toEqual([
      "batch",
      "config",
      "evidence",
      "external",
      "queue",
      "results",
      "scoring",
      "worker",
    ]);
    for (const targets of stageImports().values())
      for (const t of targets) expect(STAGES).toContain(t);
  });

  it("imports between stage folders form no cycle", () => {
    expect(findCycle(stageImports())).toBeNull();
  });

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["config", new Set<string>()],
      ["queue", new Set(["worker"])],
      ["worker", new Set(["queue"])],
    ]);
    expect(findCycle(graph)).toBe("queue → worker → queue");
  });
});
