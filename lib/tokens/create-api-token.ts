import { randomBytes } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors/app-error";
import { hashApiToken } from "./hash-api-token";
import { API_TOKEN_PREFIX, toApiTokenSummary, type TApiTokenSummary } from "./to-api-token-summary";
import { ZCreateApiToken, type TCreateApiToken } from "./schemas";

export type TCreatedApiToken = TApiTokenSummary & { token: string };

/**
 * A user creates a personal access token for themself: `rbt_` and 32 random bytes (base64url),
 * stored only as its SHA-256 with a name, scope, expiry and optionally one project (where the
 * user must hold a role, or be a site admin: 404 otherwise, as for a project that does not
 * exist), audited (`token.create`, no token). The token is returned once.
 */
export async function createApiToken(options: {
  userId: string;
  input: TCreateApiToken;
  now?: Date;
}): Promise<TCreatedApiToken> {
  const input = ZCreateApiToken.parse(options.input);
  const user = await prisma.user.findUnique({
    where: { id: options.userId },
    select: { id: true, isAdmin: true, deactivatedAt: true },
  });
  if (!user || user.deactivatedAt) throw notFound("User");
  let projectId: string | null = null;
  if (input.projectSlug) {
    const project = await prisma.project.findUnique({
      where: { slug: input.projectSlug },
      select: { id: true, roles: { where: { userId: user.id }, select: { role: true } } },
    });
    if (!project || (!user.isAdmin && project.roles.length === 0))
      throw new AppError("NOT_FOUND", `Project ${input.projectSlug} not found among yours.`);
    projectId = project.id;
  }
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * 86_400_000);
  return prisma.$transaction(async (tx) => {
    const row = await tx.apiToken.create({
      data: {
        userId: user.id,
        name: input.name,
        tokenHash: hashApiToken({ token }),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
        scope: input.scope,
        projectId,
        expiresAt,
        createdAt: now,
      },
      include: { project: { select: { slug: true } } },
    });
    await writeAudit({
      tx,
      actorId: user.id,
      projectId,
      action: "token.create",
      entityType: "ApiToken",
      entityId: row.id,
      after: {
        name: input.name,
        scope: input.scope,
        projectSlug: input.projectSlug ?? null,
        expiresAt: expiresAt.toISOString(),
      },
    });
    return { ...toApiTokenSummary({ row, now }), token };
  });
}
