"use client";

import { useState, type FormEvent } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Email/password sign-in against better-auth; shows wrong-password and rate-limit errors.
 * Then opens `next`, a same-origin path the server checked (lib/auth/parse-return-path).
 */
export function LoginForm({ next }: { next: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const res = await fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
    }).catch(() => null);
    setBusy(false);
    if (!res) return setError("The server could not be reached.");
    if (res.status === 429) {
      const wait = res.headers.get("x-retry-after");
      return setError(`Too many sign-in attempts. Try again${wait ? ` in ${wait} s` : " later"}.`);
    }
    if (res.status === 403) {
      // A deactivated account (lib/auth): better-auth answers the reason as { message }.
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return setError(body?.message ?? "This account cannot sign in.");
    }
    if (!res.ok) return setError("Wrong email or password.");
    window.location.assign(next);
  }

  return (
    <form onSubmit={onSubmit} aria-label="Sign in">
      <label className="field">
        Email
        <input name="email" type="email" autoComplete="username" required autoFocus />
      </label>
      <label className="field">
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <div className="alert error" role="alert">
          {error}
        </div>
      )}
      <button className="primary" type="submit" disabled={busy || !hydrated}>
        {busy ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
