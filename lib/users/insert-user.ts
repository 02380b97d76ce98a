import { randomUUID } from "node:crypto";
import type { TTransaction } from "@/lib/db/client";
import type { TProjectRole } from "@/lib/auth/roles";

/**
 * Inside the caller's transaction: a User with its email/password Account (an already hashed
 * password) and project roles (project ids resolved by the caller). No audit row: the caller writes it.
 */
export async function insertUser(options: {
  tx: TTransaction;
  email: string;
  name: string;
  isAdmin: boolean;
  passwordHash: string;
  roles: { projectId: string; role: TProjectRole }[];
}): Promise<{ id: string; email: string; name: string; isAdmin: boolean }> {
  const { tx, roles } = options;
  const id = randomUUID();
  const user = await tx.user.create({
    data: {
      id,
      email: options.email,
      name: options.name,
      isAdmin: options.isAdmin,
      emailVerified: true,
    },
    select: { id: true, email: true, name: true, isAdmin: true },
  });
  await tx.account.create({
    data: {
      id: randomUUID(),
      userId: id,
      accountId: id,
      providerId: "credential",
      password: options.passwordHash,
    },
  });
  if (roles.length > 0)
    await tx.projectRole.createMany({
      data: roles.map((r) => ({ userId: id, projectId: r.projectId, role: r.role })),
    });
  return user;
}
