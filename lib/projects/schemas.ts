import { z } from "zod";

export const ZProjectSlug = z
  .string()
  .trim()
  .min(2, "must be at least 2 characters")
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "use lowercase letters, digits and dashes");

export const ZCreateProject = z.object({
  slug: ZProjectSlug,
  name: z.string().trim().min(1, "is required").max(120),
  description: z.string().max(2000).default(""),
});
export type TCreateProject = z.infer<typeof ZCreateProject>;
