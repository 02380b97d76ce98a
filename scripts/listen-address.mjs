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

/** The arguments of `next start` for that address. */
export function nextStartArgs(env) {
  const { host, port } = listenAddress(env);
  return ["start", "-p", port, "-H", host];
}
