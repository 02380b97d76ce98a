import { getAuth } from "@/lib/auth/auth";

export const TEST_ORIGIN = "http://localhost:3000";

/** Signs in through better-auth: the answer's status and its session cookie ("" when refused). */
export async function signInCookie(options: {
  email: string;
  password: string;
}): Promise<{ status: number; cookie: string }> {
  const res = await getAuth().api.signInEmail({
    body: { email: options.email, password: options.password },
    asResponse: true,
    headers: new Headers({ origin: TEST_ORIGIN }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { status: res.status, cookie };
}
