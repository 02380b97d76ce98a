import { verifyPassword } from "better-auth/crypto";
import { prisma } from "@/lib/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";

/** The demo accounts that exist and still sign in with the published demo password. */
export async function listPublishedPasswordAccounts(): Promise<
  { email: string; isAdmin: boolean }[]
> {
  const users = await prisma.user.findMany({
    where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } },
    select: {
      email: true,
      isAdmin: true,
      accounts: { where: { providerId: "credential" }, select: { password: true } },
    },
    orderBy: { email: "asc" },
  });
  const out: { email: string; isAdmin: boolean }[] = [];
  for (const u of users) {
    const hash = u.accounts[0]?.password;
    if (hash && (await verifyPassword({ hash, password: DEMO_PASSWORD })))
      out.push({ email: u.email, isAdmin: u.isAdmin });
  }
  return out;
}
