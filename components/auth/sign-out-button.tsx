"use client";

export function SignOutButton() {
  async function signOut() {
    await fetch("/api/auth/sign-out", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    window.location.assign("/login");
  }
  return <button type="button" onClick={signOut}>Sign out</button>;
}
