import Link from "next/link";
import { SignOutButton } from "@/components/auth/sign-out-button";

export function TopBar({ user }: { user: { name: string; email: string; isAdmin: boolean } }) {
  return (
    <header className="topbar">
      <Link href="/" className="brand">
        Rubricate
      </Link>
      <nav style={{ display: "flex", gap: 16 }}>
        <Link href="/">Projects</Link>
        <Link href="/settings">Settings</Link>
        {user.isAdmin && <Link href="/admin">Admin</Link>}
      </nav>
      <span className="spacer" />
      <span className="who" data-testid="current-user">
        {user.name} · {user.email}
      </span>
      <SignOutButton />
    </header>
  );
}
