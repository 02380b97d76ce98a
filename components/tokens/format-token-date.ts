/** An ISO date as the token tables show it: "2026-11-27", or with the time (UTC) when `time`. */
export function formatTokenDate(options: { iso: string | null; time?: boolean }): string {
  if (!options.iso) return "never";
  return options.time
    ? `${options.iso.slice(0, 16).replace("T", " ")} UTC`
    : options.iso.slice(0, 10);
}
