import { z } from "zod";
import { ZProjectRole } from "@/lib/auth/roles";

export const ZEmail = z.email("must be an email address").transform((e) => e.toLowerCase());

export const ZPassword = z.string().min(8, "must be at least 8 characters").max(200);

export const ZCreateUser = z.object({
  email: ZEmail,
  name: z.string().trim().min(1, "is required").max(120),
  password: ZPassword,
  isAdmin: z.boolean().default(false),
  projectRoles: z.array(z.object({ projectSlug: z.string().min(1), role: ZProjectRole })).default([]),
});
export type TCreateUser = z.infer<typeof ZCreateUser>;

export const ZSetProjectRoles = z.object({
  projectSlug: z.string().min(1, "is required"),
  roles: z.array(ZProjectRole).max(4),
});
export type TSetProjectRoles = z.infer<typeof ZSetProjectRoles>;
