/** The RateLimit keys of a sign-in: the account's, and the client address's when one is known. */
export function listSignInLimitKeys(options: { email: string; address: string | null }): string[] {
  const keys = [`sign-in-account|${options.email.trim().toLowerCase()}`];
  if (options.address !== null) keys.push(`sign-in-address|${options.address}`);
  return keys;
}
