import type { ReactNode } from "react";
import { SessionWatch } from "@/components/auth/session-watch";
import { TopBar } from "@/components/layout/top-bar";
import { requirePageUser } from "@/lib/auth/require-page-access";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  return (
    <>
      <SessionWatch />
      <TopBar user={user} />
      <main className="page">{children}</main>
    </>
  );
}
