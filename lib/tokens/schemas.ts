import { z } from "zod";

export const ZApiTokenScope = z.enum(["read", "read-write"]);
export type TApiTokenScope = z.infer<typeof ZApiTokenScope>;

/** Longest lifetime a token may have, and the default. */
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_DEFAULT_DAYS = 90;

export const ZCreateApiToken = z.object({
  name: z.string().trim().min(1, "Give the token a name.").max(100),
  scope: ZApiTokenScope.default("read"),
  expiresInDays: z.coerce
    .number()
    .int()
    .min(1)
    .max(API_TOKEN_MAX_DAYS, `A token lives at most ${API_TOKEN_MAX_DAYS} days.`)
    .default(API_TOKEN_DEFAULT_DAYS),
  /** The one project the token reaches (its slug); every project of the user when left out. */
  projectSlug: z.string().trim().min(1).optional(),
});
export type TCreateApiToken = z.input<typeof ZCreateApiToken>;
export type TCreateApiTokenParsed = z.output<typeof ZCreateApiToken>;

/** What a request authenticated by a token carries besides its user. */
export type TTokenPrincipal = {
  id: string;
  scope: TApiTokenScope;
  /** Set when the token reaches one project only. */
  project: { id: string; slug: string } | null;
};
