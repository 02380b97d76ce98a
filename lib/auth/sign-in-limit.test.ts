import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...all]/route";
import { createUser } from "@/lib/users/create-user";

// The real sign-in route handler (better-auth behind the app's route), no proxy trusted.
const MAX = 4;
process.env.AUTH_RATE_LIMIT_MAX = String(MAX);
process.env.AUTH_RATE_LIMIT_DIRECT_MAX = String(MAX);
delete process.env.TRUST_PROXY;
delete process.env.APP_URL;

const signIn = (email: string, password: string, forwardedFor: string) =>
  POST(
    new Request("http://localhost:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "x-forwarded-for": forwardedFor,
      },
      body: JSON.stringify({ email, password }),
    }),
  );

describe("sign-in limit without a trusted proxy", () => {
  it("a forged X-Forwarded-For per request does not give a client a fresh sign-in budget", async () => {
    await createUser({
      input: {
        email: "victim@limit.test",
        name: "V",
        password: "right-horse-battery",
        isAdmin: false,
        projectRoles: [],
      },
      actorId: null,
    });
    const statuses: number[] = [];
    // Password spraying: a different account and a different forged address every time.
    for (let i = 1; i <= MAX + 1; i++)
      statuses.push(
        (await signIn(`nobody-${i}@limit.test`, "wrong-password", `203.0.113.${i}`)).status,
      );
    expect(statuses).toEqual([...Array(MAX).fill(401), 429]);
    // Still refused with the right password and yet another forged address.
    expect((await signIn("victim@limit.test", "right-horse-battery", "198.51.100.77")).status).toBe(
      429,
    );
  });
});
