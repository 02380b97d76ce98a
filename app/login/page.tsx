import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { parseReturnPath } from "@/lib/auth/parse-return-path";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = parseReturnPath({ value: (await searchParams).next });
  if (await getSessionUser({ headers: await headers() })) redirect(next);
  return (
    <div className="login-wrap">
      <div className="login-card">
        <h1>Rubricate</h1>
        <div className="subtle">Rubric-guided patch validation</div>
        <LoginForm next={next} />
      </div>
    </div>
  );
}
