/** The one bucket every client shares when no proxy tells the clients apart. */
export const DIRECT_CLIENT = "direct";

/**
 * The client address that per-address sign-in limits key on.
 *
 * Next.js route handlers are not given the socket's address: `next start` only fills
 * X-Forwarded-For with it when the client sent none, so the header is whatever the client
 * chose. Only a reverse proxy that sets or appends the header makes it trustworthy; with
 * TRUST_PROXY its rightmost entry (the address the proxy saw) is used. Otherwise all clients
 * share one DIRECT_CLIENT bucket, and the per-account limit still applies to each account.
 */
export function getClientAddress(options: {
  forwardedFor: string | null;
  trustProxy: boolean;
}): string {
  if (!options.trustProxy) return DIRECT_CLIENT;
  const hops = (options.forwardedFor ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.at(-1)?.slice(0, 100) ?? DIRECT_CLIENT;
}
