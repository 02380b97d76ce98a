import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZProjectRule } from "./schemas";

// Response schemas of the rules routes (app/api/projects/[slug]/rules/**).

export const ZRuleSetVersionWire = z.object({
  id: z.string(),
  version: z.number(),
  rules: z.array(ZProjectRule),
  note: z.string(),
  createdAt: ZIsoDate,
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TRuleSetVersionWire = z.output<typeof ZRuleSetVersionWire>;

/** GET …/rules: the current version, or null before the first save. */
export const ZGetProjectRulesResponse = z.object({ current: ZRuleSetVersionWire.nullable() });
export type TGetProjectRulesResponse = z.output<typeof ZGetProjectRulesResponse>;

/** GET …/rules/versions: every version, newest first. */
export const ZGetRuleVersionsResponse = z.object({ versions: z.array(ZRuleSetVersionWire) });
export type TGetRuleVersionsResponse = z.output<typeof ZGetRuleVersionsResponse>;

/** POST …/rules: the version just saved. */
export const ZSaveProjectRulesResponse = z.object({
  ruleSet: z.object({ id: z.string(), version: z.number(), createdAt: ZIsoDate }),
});
export type TSaveProjectRulesResponse = z.output<typeof ZSaveProjectRulesResponse>;
