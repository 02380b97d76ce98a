import { z } from "zod";

export const ZProjectRole = z.enum(["admin", "lead", "engineer", "rater"]);
export type TProjectRole = z.infer<typeof ZProjectRole>;
export const PROJECT_ROLES = ZProjectRole.options;

/** What each capability needs. Site admins hold every capability everywhere. */
export const CAPABILITY_ROLES = {
  /** Browse bugs, reports, ground-truth fixes and candidate patches. */
  "project:read": ["admin", "lead", "engineer"],
  /** Import datasets. */
  "project:import": ["admin", "lead"],
  /** Change who holds which role in the project. */
  "project:manage": ["admin"],
  /** Queue rubric drafts (LLM or offline). */
  "rubric:draft": ["admin", "lead", "engineer"],
  /** Refine a draft, justify edits, submit; or confirm/return someone else's (engineer A / B). */
  "rubric:edit": ["admin", "engineer"],
  /** Create labelling campaigns, choose raters, open the reveal phase, adjudicate, import ratings. */
  "campaign:manage": ["admin", "lead"],
  /** Read judge configurations, runs and results (minus patches the reader is still labelling). */
  "judge:read": ["admin", "lead", "engineer"],
  /** Save judge configurations (tuned versions too); start, cancel and retry runs. */
  "judge:run": ["admin", "lead"],
  /** Read agreement dashboards: human reliability, judge vs consensus, ablations. */
  "agreement:read": ["admin", "lead", "engineer"],
  /** Read the project rules (paper 001 §8): every member, raters beside the rubric. */
  "rules:read": ["admin", "lead", "engineer", "rater"],
  /** Save a new version of the project rules. */
  "rules:write": ["admin", "lead"],
} as const satisfies Record<string, readonly TProjectRole[]>;
export type TCapability = keyof typeof CAPABILITY_ROLES;

export function rolesAllow(options: {
  roles: readonly string[];
  capability: TCapability;
  isAdmin: boolean;
}): boolean {
  if (options.isAdmin) return true;
  const needed: readonly string[] = CAPABILITY_ROLES[options.capability];
  return options.roles.some((r) => needed.includes(r));
}
