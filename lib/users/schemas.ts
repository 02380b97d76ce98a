import { z } from "zod";
import { ZProjectRole } from "@/lib/auth/roles";
import { checkPassword } from "./check-password";
import { INVITE_DEFAULT_HOURS, INVITE_MAX_HOURS } from "./invite-limits";

export const ZEmail = z.email("must be an email address").transform((e) => e.toLowerCase());

/**
 * A password that may be set (checkPassword: length, not only spaces, not a common one, not one
 * character repeated, not the product's name). The user's own email and name are checked where
 * they are known: ZCreateUser and ZPasswordField.
 */
export const ZPassword = z.string().superRefine((password, ctx) => {
  const verdict = checkPassword({ password });
  if (!verdict.ok) ctx.addIssue({ code: "custom", message: verdict.message });
});

/** checkPassword with the user's email and name, as an issue on the `password` field. */
function refineUserPassword(
  value: { password: string; email?: string | null; name?: string | null },
  ctx: z.RefinementCtx,
) {
  // A password that fails without context was reported on the field already (ZPassword).
  if (typeof value.password !== "string" || !checkPassword({ password: value.password }).ok) return;
  const verdict = checkPassword(value);
  if (!verdict.ok) ctx.addIssue({ code: "custom", path: ["password"], message: verdict.message });
}

/** For domain functions that set a password: the same rule with the user's email and name. */
export const ZPasswordField = z
  .object({
    password: ZPassword,
    email: z.string().nullish(),
    name: z.string().nullish(),
  })
  .superRefine(refineUserPassword);

export const ZCreateUser = z
  .object({
    email: ZEmail,
    name: z.string().trim().min(1, "is required").max(120),
    password: ZPassword,
    isAdmin: z.boolean().default(false),
    projectRoles: z
      .array(z.object({ projectSlug: z.string().min(1), role: ZProjectRole }))
      .default([]),
  })
  .superRefine(refineUserPassword);
export type TCreateUser = z.infer<typeof ZCreateUser>;

export const ZSetProjectRoles = z.object({
  projectSlug: z.string().min(1, "is required"),
  roles: z.array(ZProjectRole).max(4),
});
export type TSetProjectRoles = z.infer<typeof ZSetProjectRoles>;

/** Settings: a user's own display name. */
export const ZUpdateOwnProfile = z.object({
  name: z.string().trim().min(1, "is required").max(120),
});
export type TUpdateOwnProfile = z.infer<typeof ZUpdateOwnProfile>;

/** Settings: a user's own password; the rule with their email and name is checked by the domain. */
export const ZChangeOwnPassword = z.object({
  currentPassword: z.string().min(1, "is required").max(1024),
  newPassword: ZPassword,
});
export type TChangeOwnPassword = z.infer<typeof ZChangeOwnPassword>;

/** Admin: deactivate (`active: false`) or reactivate a user. */
export const ZSetUserActive = z.object({ active: z.boolean() });
export type TSetUserActive = z.infer<typeof ZSetUserActive>;

/** Admin: reset a user's password to a generated one, shown once; `confirm` guards a stray call. */
export const ZResetUserPassword = z.object({ confirm: z.literal(true, "must be true") });
export type TResetUserPassword = z.infer<typeof ZResetUserPassword>;

/** Admin: invite someone by a one-time link; they choose their name and password. */
export const ZCreateInvite = z.object({
  email: ZEmail,
  isAdmin: z.boolean().default(false),
  projectRoles: z
    .array(z.object({ projectSlug: z.string().min(1), role: ZProjectRole }))
    .max(100)
    .default([]),
  expiresInHours: z.number().int().min(1).max(INVITE_MAX_HOURS).default(INVITE_DEFAULT_HOURS),
});
export type TCreateInvite = z.infer<typeof ZCreateInvite>;

/** An invite link's token: 43 base64url characters (32 random bytes). */
export const ZInviteToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not an invitation token");

/** The invitee accepts: name and password (the password rule with the invited email and the name). */
export const ZAcceptInvite = z.object({
  name: z.string().trim().min(1, "is required").max(120),
  password: ZPassword,
});
export type TAcceptInvite = z.infer<typeof ZAcceptInvite>;
