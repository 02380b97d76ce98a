import { prisma } from "@/lib/db/client";
import { parseRuleList } from "./parse-rule-list";
import type { TRuleSetVersion } from "./schemas";

export const RULE_SET_SELECT = {
  id: true,
  version: true,
  rules: true,
  note: true,
  createdAt: true,
  createdBy: { select: { id: true, name: true } },
} as const;

type TRow = {
  id: string;
  version: number;
  rules: string;
  note: string;
  createdAt: Date;
  createdBy: { id: string; name: string } | null;
};
export const toRuleSetVersion = (row: TRow): TRuleSetVersion => ({
  ...row,
  rules: parseRuleList({ json: row.rules }),
});

/** Every version of the project's rules, newest first (a short list: one row per save). */
export async function listRuleSetVersions(options: {
  projectId: string;
}): Promise<TRuleSetVersion[]> {
  const rows = await prisma.projectRuleSet.findMany({
    where: { projectId: options.projectId },
    orderBy: { version: "desc" },
    select: RULE_SET_SELECT,
  });
  return rows.map(toRuleSetVersion);
}
