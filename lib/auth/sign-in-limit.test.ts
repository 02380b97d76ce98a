import "@/lib/test/test-db";
import { afterEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...all]/route";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The real sign-in route handler (better-auth behind the app's route).
const MAX = 4;
process.env.AUTH_RATE_LIMIT_MAX = String(MAX);
delete process.env.TRUST_PROXY;
delete process.env.APP_URL;
afterEach(() => {
  delete process.env.TRUST_PROXY;
});

const PASSWORD = "right-horse-battery";
const signIn = async (email: string, password: string, forwardedFor?: string) =>
  (
    await POST(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
        body: JSON.stringify({ email, password }),
      }),
    )
  ).status;
const account = (email: string) =>
  createUser({
    input: { email, name: "V", password: PASSWORD, isAdmin: false, projectRoles: [] },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
const times = async (n: number, attempt: (i: number) => Promise<number>) => {
  const statuses: number[] = [];
  for (let i = 1; i <= n; i++) statuses.push(await attempt(i));
  return statuses;
};

describe("sign-in limit without a trusted proxy", () => {
  it("one client's wrong sign-ins for made-up accounts do not lock anyone else out", async () => {
    await account("victim@limit.test");
    // 6 × MAX wrong sign-ins (8 at a time), each for a made-up account, with and without a
    // forged address: far past any one key's limit (each costs a full scrypt on the server).
    const spray: number[] = [];
    for (let batch = 0; batch < (6 * MAX) / 8; batch++)
      spray.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, (_, j) => {
            const i = batch * 8 + j;
            return signIn(`nobody-${i}@limit.test`, "wrong", i % 2 ? `203.0.113.${i}` : undefined);
          }),
        )),
      );
    expect(spray).toEqual(Array(6 * MAX).fill(401));
    expect(await signIn("victim@limit.test", PASSWORD)).toBe(200);
    expect(await signIn("victim@limit.test", PASSWORD, "198.51.100.77")).toBe(200);
  }, 240_000);

  it("guessing one account's password is still limited, whatever X-Forwarded-For says, right password included", async () => {
    await account("guessed@limit.test");
    const guesses = await times(MAX + 1, (i) =>
      signIn("guessed@limit.test", "wrong-password", `203.0.113.${i}`),
    );
    expect(guesses).toEqual([...Array(MAX).fill(401), 429]);
    expect(await signIn("guessed@limit.test", PASSWORD, "198.51.100.78")).toBe(429);
  });

  it("right passwords are not counted: an account signs in more often than the limit", async () => {
    await account("busy@limit.test");
    expect(await times(MAX + 2, () => signIn("busy@limit.test", PASSWORD))).toEqual(
      Array(MAX + 2).fill(200),
    );
    // And its failures are still limited afterwards.
    expect(await times(MAX + 1, () => signIn("busy@limit.test", "wrong-password"))).toEqual([
      ...Array(MAX).fill(401),
      429,
    ]);
  });
});

describe("sign-in limit behind a trusted proxy", () => {
  it("limits a client address over any accounts, without blocking other addresses", async () => {
    process.env.TRUST_PROXY = "true";
    await account("other@limit.test");
    const spray = await times(MAX + 1, (i) =>
      signIn(`sprayed-${i}@limit.test`, "wrong-password", "203.0.113.200"),
    );
    expect(spray).toEqual([...Array(MAX).fill(401), 429]);
    // That client is refused even with a right password; another client signs in.
    expect(await signIn("other@limit.test", PASSWORD, "203.0.113.200")).toBe(429);
    expect(await signIn("other@limit.test", PASSWORD, "198.51.100.9")).toBe(200);
  });
});
