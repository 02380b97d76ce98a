import { isLoopback } from "@/scripts/listen-address.mjs";

/** How the demo accounts get their passwords: none seeded, the published one, or random ones. */
export type TDemoPasswords = "none" | "published" | "random";

/**
 * Which passwords the first-start demo seed gives its accounts, from the address the server
 * listens on and RUBRICATE_DEMO (undefined when unset). The published password (printed in the
 * README) is used only where nobody else can reach the server, on a loopback address, or when
 * RUBRICATE_DEMO=on asks for it explicitly; any other address gets random passwords, printed
 * once. RUBRICATE_DEMO=off seeds nothing.
 */
export function chooseDemoPasswords(options: {
  host: string;
  demo: boolean | undefined;
}): TDemoPasswords {
  if (options.demo === false) return "none";
  if (options.demo === true || isLoopback(options.host)) return "published";
  return "random";
}
