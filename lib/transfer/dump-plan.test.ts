import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { DUMP_PLAN, EXCLUDED_MODELS } from "./dump-plan";
import { DUMP_ROW_SCHEMAS } from "./dump-row-schemas";

describe("dump plan", () => {
  it("covers every model in the Prisma schema: dumped once, or excluded on purpose", () => {
    const dumped = DUMP_PLAN.map((s) => s.model);
    expect(new Set(dumped).size).toBe(dumped.length);
    const excluded: readonly string[] = EXCLUDED_MODELS;
    const missing = Object.values(Prisma.ModelName).filter(
      (m) => !dumped.includes(m as never) && !excluded.includes(m),
    );
    expect(missing).toEqual([]);
    expect(dumped.filter((m) => excluded.includes(m))).toEqual([]);
  });

  it("has a row schema for every dumped model, and names only columns of that schema as user references or deferred links", () => {
    for (const step of DUMP_PLAN) {
      const columns = Object.keys(DUMP_ROW_SCHEMAS[step.model].shape);
      for (const c of [...(step.userRefs ?? []), ...(step.deferred ?? [])])
        expect(columns, `${step.model}.${c}`).toContain(c);
    }
  });
});
