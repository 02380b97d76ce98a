import { prisma } from "@/lib/db/client";
import { toApiTokenSummary, type TApiTokenSummary } from "./to-api-token-summary";

export type TApiTokenListItem = TApiTokenSummary & {
  user: { id: string; email: string; name: string };
};

/** A user's tokens, newest first; every user's when `userId` is null (for site admins). */
export async function listApiTokens(options: {
  userId: string | null;
}): Promise<TApiTokenListItem[]> {
  const rows = await prisma.apiToken.findMany({
    where: options.userId ? { userId: options.userId } : {},
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      prefix: true,
      scope: true,
      createdAt: true,
      expiresAt: true,
      lastUsedAt: true,
      revokedAt: true,
      project: { select: { slug: true } },
      user: { select: { id: true, email: true, name: true } },
    },
  });
  const now = new Date();
  return rows.map((row) => ({ ...toApiTokenSummary({ row, now }), user: row.user }));
}
