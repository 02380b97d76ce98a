import type { TApiTokenScope } from "./schemas";

/** Every token starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_TOKEN_PREFIX = "rbt_";

export type TApiTokenSummary = {
  id: string;
  name: string;
  prefix: string;
  scope: TApiTokenScope;
  projectSlug: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  status: "active" | "expired" | "revoked";
};

type TApiTokenRow = {
  id: string;
  name: string;
  prefix: string;
  scope: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  project: { slug: string } | null;
};

/** A token as lists show it (never its hash). */
export function toApiTokenSummary(options: { row: TApiTokenRow; now?: Date }): TApiTokenSummary {
  const { row } = options;
  const now = options.now ?? new Date();
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope as TApiTokenScope,
    projectSlug: row.project?.slug ?? null,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    status: row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "active",
  };
}
