import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";

// Response schemas of the user routes (app/api/admin/users/**).

const ZCreatedUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
});

export const ZListUsersResponse = z.object({
  users: z.array(
    ZCreatedUser.extend({
      createdAt: ZIsoDate,
      deactivatedAt: ZIsoDate.nullable(),
      roles: z.array(z.object({ projectSlug: z.string(), role: z.string() })),
    }),
  ),
});
export type TListUsersResponse = z.output<typeof ZListUsersResponse>;
export type TUserRow = TListUsersResponse["users"][number];

export const ZCreateUserResponse = z.object({ user: ZCreatedUser });
export type TCreateUserResponse = z.output<typeof ZCreateUserResponse>;

export const ZSetProjectRolesResponse = z.object({ roles: z.array(z.string()) });
export type TSetProjectRolesResponse = z.output<typeof ZSetProjectRolesResponse>;

// Routes of the signed-in user's own account (app/api/me/**).

export const ZUpdateOwnProfileResponse = z.object({ user: ZCreatedUser });
export type TUpdateOwnProfileResponse = z.output<typeof ZUpdateOwnProfileResponse>;

export const ZChangeOwnPasswordResponse = z.object({ sessionsEnded: z.number().int() });
export type TChangeOwnPasswordResponse = z.output<typeof ZChangeOwnPasswordResponse>;

// Account administration (app/api/admin/users/[userId]/**, app/api/admin/invites) and invites.

export const ZSetUserActiveResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), deactivatedAt: ZIsoDate.nullable() }),
  sessionsEnded: z.number().int(),
});
export type TSetUserActiveResponse = z.output<typeof ZSetUserActiveResponse>;

/** The generated password, shown once to the admin (never stored in clear). */
export const ZResetUserPasswordResponse = z.object({ email: z.string(), password: z.string() });
export type TResetUserPasswordResponse = z.output<typeof ZResetUserPasswordResponse>;

/** `path` is the one-time link without the origin (`/invite/<token>`), shown once. */
export const ZCreateInviteResponse = z.object({
  invite: z.object({ id: z.string(), email: z.string(), expiresAt: ZIsoDate }),
  path: z.string(),
});
export type TCreateInviteResponse = z.output<typeof ZCreateInviteResponse>;

export const ZAcceptInviteResponse = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
export type TAcceptInviteResponse = z.output<typeof ZAcceptInviteResponse>;

export const ZGetSessionResponse = z.object({ user: ZCreatedUser });
export type TGetSessionResponse = z.output<typeof ZGetSessionResponse>;
