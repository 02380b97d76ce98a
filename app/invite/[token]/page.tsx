import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInviteForm } from "@/components/auth/accept-invite-form";
import { AppError } from "@/lib/errors/app-error";
import { readInvite, type TOpenInvite } from "@/lib/users/read-invite";

export const metadata: Metadata = { title: "Accept invitation" };

/** Public: the invitee opens the one-time link, chooses a name and password, then signs in. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let invite: TOpenInvite | null = null;
  let problem: string | null = null;
  try {
    invite = await readInvite({ token });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    problem = err.message;
  }
  return (
    <div className="login-wrap">
      <div className="login-card">
        <h1>Rubricate</h1>
        <div className="subtle">Accept your invitation</div>
        {invite ? (
          <AcceptInviteForm
            token={token}
            email={invite.email}
            expiresAt={invite.expiresAt.toISOString()}
          />
        ) : (
          <>
            <div className="alert error" role="alert" data-testid="invite-problem">
              {problem}
            </div>
            <Link href="/login">Go to sign in</Link>
          </>
        )}
      </div>
    </div>
  );
}
