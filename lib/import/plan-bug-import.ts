import type { TBugInput, TLineError } from "./schemas";

export type TExistingBug = Omit<TBugInput, "line" | "metadata" | "originalFiles"> & {
  metadata: string;
  originalFiles: string;
};

export type TBugPlan = { errors: TLineError[]; create: TBugInput[]; unchanged: number };

function sameBug(a: TExistingBug, b: TBugInput): boolean {
  return (
    a.title === b.title &&
    a.report === b.report &&
    a.bugType === b.bugType &&
    a.language === b.language &&
    a.groundTruthPatch === b.groundTruthPatch &&
    a.metadata === JSON.stringify(b.metadata) &&
    a.originalFiles === JSON.stringify(b.originalFiles)
  );
}

/**
 * Decides what importing bug rows does: new ids are created, identical rows are
 * unchanged, and a known id with different content is an error (a bug's report
 * and fix are never silently replaced under its rubrics and labels).
 */
export function planBugImport(options: {
  rows: TBugInput[];
  existing: ReadonlyMap<string, TExistingBug>;
}): TBugPlan {
  const plan: TBugPlan = { errors: [], create: [], unchanged: 0 };
  for (const row of options.rows) {
    const known = options.existing.get(row.externalId);
    if (!known) plan.create.push(row);
    else if (sameBug(known, row)) plan.unchanged += 1;
    else
      plan.errors.push({
        line: row.line,
        field: "bugId",
        message: `bug "${row.externalId}" already exists with different content`,
      });
  }
  return plan;
}
