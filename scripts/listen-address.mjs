// Where `npm start` listens. Loopback unless HOST says otherwise: the demo's accounts have a
// published password, so the default must not be reachable from other machines.
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_PORT = "3000";

/** `{ host, port }` from HOST and PORT (defaults 127.0.0.1 and 3000). */
export function listenAddress(env) {
  return { host: env.HOST?.trim() || DEFAULT_HOST, port: env.PORT?.trim() || DEFAULT_PORT };
}

/** Whether only this machine can reach an address `next start -H` listens on. */
export function isLoopback(host) {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  return (
    h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h) || h === "::ffff:127.0.0.1"
  );
}

/**
 * Idle keep-alive connections stay open this long (Node's default is 5 s). A client or proxy
 * that reuses a connection the server is closing at that moment gets ECONNRESET (or a 502):
 * the wait must outlast theirs (60 s for nginx and most load balancers; an e2e step's gap).
 */
export const KEEP_ALIVE_MS = "65000";

/** The arguments of `next start` for that address. */
export function nextStartArgs(env) {
  const { host, port } = listenAddress(env);
  return ["start", "-p", port, "-H", host, "--keepAliveTimeout", KEEP_ALIVE_MS];
}
