import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZApiTokenScope } from "./schemas";

// Response schemas of the token routes (app/api/me/tokens/**, app/api/admin/tokens/**).

/** A token as lists show it: never its hash, and never the token itself. */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** `rbt_` and the token's next 6 characters, to recognise it by. */
  prefix: z.string(),
  scope: ZApiTokenScope,
  /** The one project it reaches; null for every project of its user. */
  projectSlug: z.string().nullable(),
  createdAt: ZIsoDate,
  expiresAt: ZIsoDate,
  lastUsedAt: ZIsoDate.nullable(),
  revokedAt: ZIsoDate.nullable(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type TApiToken = z.output<typeof ZApiToken>;

export const ZListOwnApiTokensResponse = z.object({ tokens: z.array(ZApiToken) });
export type TListOwnApiTokensResponse = z.output<typeof ZListOwnApiTokensResponse>;

/** The new token with the token itself, answered this once (only its SHA-256 is stored). */
export const ZCreateApiTokenResponse = ZApiToken.extend({ token: z.string() });
export type TCreateApiTokenResponse = z.output<typeof ZCreateApiTokenResponse>;

export const ZRevokeApiTokenResponse = z.object({ id: z.string(), revokedAt: ZIsoDate });
export type TRevokeApiTokenResponse = z.output<typeof ZRevokeApiTokenResponse>;

/** Every user's tokens, for site admins. */
export const ZListAllApiTokensResponse = z.object({
  tokens: z.array(
    ZApiToken.extend({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) }),
  ),
});
export type TListAllApiTokensResponse = z.output<typeof ZListAllApiTokensResponse>;
export type TAdminApiToken = TListAllApiTokensResponse["tokens"][number];
