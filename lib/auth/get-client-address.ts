/**
 * The client address that per-address sign-in limits key on, or null when no address can be
 * trusted.
 *
 * Next.js route handlers are not given the socket's address: `next start` only fills
 * X-Forwarded-For with it when the client sent none, so the header is whatever the client
 * chose. Only a reverse proxy that sets or appends the header makes it trustworthy; with
 * TRUST_PROXY its rightmost entry (the address the proxy saw) is used. Otherwise there is no
 * address to key on: a bucket shared by every client would let one client's wrong guesses lock
 * everybody out, so only the per-account limit applies.
 */
export function getClientAddress(options: {
  forwardedFor: string | null;
  trustProxy: boolean;
}): string | null {
  if (!options.trustProxy) return null;
  const hops = (options.forwardedFor ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.at(-1)?.slice(0, 100) ?? null;
}
