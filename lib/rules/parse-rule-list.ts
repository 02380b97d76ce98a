import { z } from "zod";
import { ZProjectRule, type TProjectRule } from "./schemas";

/** The stored JSON of `ProjectRuleSet.rules`, checked (a row that does not parse is a server fault). */
export function parseRuleList(options: { json: string }): TProjectRule[] {
  return z.array(ZProjectRule).parse(JSON.parse(options.json));
}
