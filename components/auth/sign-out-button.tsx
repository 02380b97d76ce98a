"use client";

import { useEffect, useState } from "react";

/** Signs out through better-auth. Disabled until hydrated, so an early click is not silently lost. */
export function SignOutButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  async function signOut() {
    await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    window.location.assign("/login");
  }
  return (
    <button type="button" onClick={signOut} disabled={!ready}>
      Sign out
    </button>
  );
}
