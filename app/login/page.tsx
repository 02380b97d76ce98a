import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { parseReturnPath } from "@/lib/auth/parse-return-path";

export const metadata: Metadata = { title: "Sign in" };

/** Fixed notices a redirect may ask for (`?notice=`); anything else shows none. */
const NOTICES: Record<string, string> = {
  "password-changed": "Password changed. Sign in with the new one.",
  "session-ended": "Your session has ended. Sign in again.",
  "invite-accepted": "Your account is ready. Sign in with your email and new password.",
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const next = parseReturnPath({ value: params.next });
  if (await getSessionUser({ headers: await headers() })) redirect(next);
  const key = params.notice;
  const notice = typeof key === "string" ? NOTICES[key] : undefined;
  return (
    <div className="login-wrap">
      <div className="login-card">
        <h1>Rubricate</h1>
        <div className="subtle">Rubric-guided patch validation</div>
        {notice && (
          <div className="alert success" role="status">
            {notice}
          </div>
        )}
        <LoginForm next={next} />
      </div>
    </div>
  );
}
