import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { findLoginNotice } from "@/lib/auth/find-login-notice";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { parseReturnPath } from "@/lib/auth/parse-return-path";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const next = parseReturnPath({ value: params.next });
  if (await getSessionUser({ headers: await headers() })) redirect(next);
  // A fixed notice a redirect asked for (`?notice=`); anything else shows none.
  const notice = findLoginNotice({ value: params.notice });
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
