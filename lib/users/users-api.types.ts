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
