import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getSessionUser } from "@/lib/auth/get-session-user";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage() {
  if (await getSessionUser({ headers: await headers() })) redirect("/");
  return (
    <div className="login-wrap">
      <div className="login-card">
        <h1>Rubricate</h1>
        <div className="subtle">Rubric-guided patch validation</div>
        <LoginForm />
      </div>
    </div>
  );
}
