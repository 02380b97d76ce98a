import { z } from "zod";
import { ZRubricStatus } from "@/lib/rubrics/schemas";

/** A bug's rubric status, or "none" before any draft. */
export const RUBRIC_STATUSES = ["none", ...ZRubricStatus.options] as const;
export const ZRubricStatusFilter = z.enum(RUBRIC_STATUSES);

export const ZListBugsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  type: z.string().trim().max(200).optional(),
  rubric: ZRubricStatusFilter.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TListBugsQuery = z.infer<typeof ZListBugsQuery>;

export type TBugListItem = {
  externalId: string;
  title: string | null;
  bugType: string | null;
  language: string | null;
  patches: number;
  rubricStatus: (typeof RUBRIC_STATUSES)[number];
};

export type TBugList = {
  items: TBugListItem[];
  total: number;
  page: number;
  pageSize: number;
  bugTypes: { type: string; count: number }[];
};
