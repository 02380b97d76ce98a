/**
 * The origins the app's own pages are served from: APP_URL's origin when it is set, otherwise
 * the loopback names of `npm start`'s default address (http://localhost:PORT, 127.0.0.1, [::1]).
 * A browser request that changes something must come from one of these (CSRF check), and
 * better-auth trusts exactly these.
 */
export function getAppOrigins(options: { appUrl?: string; port: number }): string[] {
  if (options.appUrl) return [new URL(options.appUrl).origin];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${options.port}`);
}
