/** Fixed notices a redirect to the login page may ask for (`?notice=`). */
const NOTICES = new Map<string, string>([
  ["password-changed", "Password changed. Sign in with the new one."],
  ["session-ended", "Your session has ended. Sign in again."],
  ["invite-accepted", "Your account is ready. Sign in with your email and new password."],
]);

/**
 * The login page's notice for its `notice` query value, or null for anything else: an unknown
 * key, a repeated parameter, or a name an object inherits (`__proto__`, `toString`,
 * `constructor`), which a plain object lookup would hand back as a non-string. Pure.
 */
export function findLoginNotice(options: { value: string | string[] | undefined }): string | null {
  const { value } = options;
  if (typeof value !== "string") return null;
  return NOTICES.get(value) ?? null;
}
