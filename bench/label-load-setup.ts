// Shape of the labelling-load benchmark, shared by bench/label-load.ts and the seeding child
// bench/label-load-seed.ts (both engines get exactly this data and this load).
export const RATERS = 50;
export const BUGS = 300;
export const PATCHES_PER_BUG = 2;
export const RATERS_PER_PATCH = 3;
export const PASSWORD = "bench-password-1";
export const PROJECT_SLUG = "bench-labels";

export type TEngine = "sqlite" | "postgresql";
export const ENGINE_NAMES: Record<TEngine, string> = { sqlite: "SQLite", postgresql: "PostgreSQL" };

/** What the seeding child reports back (one JSON line on stdout, after SEED_MARKER). */
export type TSeeded = {
  campaignId: string;
  patches: number;
  assignments: number;
  raterEmails: string[];
  seedSeconds: number;
};
/** What the counting child reports back after the runs. */
export type TCounted = {
  ratings: number;
  audited: number;
  serverVersion: string;
  settings: string;
};
export const SEED_MARKER = "LABEL_LOAD_RESULT ";
